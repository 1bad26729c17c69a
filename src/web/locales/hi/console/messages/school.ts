/**
 * Hindi for the server's English messages the console's school pages show, keyed by the English
 * text (useMessage looks them up).
 */
export const schoolMessages: Record<string, string> = {};
