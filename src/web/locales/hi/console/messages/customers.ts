/**
 * Hindi for the server's English messages the console's customers pages show, keyed by the English
 * text (useMessage looks them up).
 */
export const customersMessages: Record<string, string> = {};
