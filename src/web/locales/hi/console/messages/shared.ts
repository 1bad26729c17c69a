/**
 * Hindi for the server's English messages the console's shared pages show, keyed by the English
 * text (useMessage looks them up).
 */
export const sharedMessages: Record<string, string> = {};
