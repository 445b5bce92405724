/** The Republic of Rome's strings (cs). Empty until its Discord table (issue 13) adds them. */
export const cs = { republic: {} };
