/** The Republic of Rome's strings (en). Empty until its Discord table (issue 13) adds them. */
export const en = { republic: {} };
