/**
 * Hindi for the server's English messages the console's availability pages show, keyed by the English
 * text (useMessage looks them up).
 */
export const availabilityMessages: Record<string, string> = {};
