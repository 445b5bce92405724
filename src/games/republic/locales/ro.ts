/** The Republic of Rome's strings (ro). Empty until its Discord table (issue 13) adds them. */
export const ro = { republic: {} };
