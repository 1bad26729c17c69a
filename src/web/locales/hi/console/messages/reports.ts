/**
 * Hindi for the server's English messages the console's reports pages show, keyed by the English
 * text (useMessage looks them up).
 */
export const reportsMessages: Record<string, string> = {};
