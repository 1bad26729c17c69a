/**
 * Hindi for the server's English messages the console's content pages show, keyed by the English
 * text (useMessage looks them up).
 */
export const contentMessages: Record<string, string> = {};
