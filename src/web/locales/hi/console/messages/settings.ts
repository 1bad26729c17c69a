/**
 * Hindi for the server's English messages the console's settings pages show, keyed by the English
 * text (useMessage looks them up).
 */
export const settingsMessages: Record<string, string> = {};
