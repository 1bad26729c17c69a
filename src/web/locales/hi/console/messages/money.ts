/**
 * Hindi for the server's English messages the console's money pages show, keyed by the English
 * text (useMessage looks them up).
 */
export const moneyMessages: Record<string, string> = {};
