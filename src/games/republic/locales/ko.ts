/** The Republic of Rome's strings (ko). Empty until its Discord table (issue 13) adds them. */
export const ko = { republic: {} };
