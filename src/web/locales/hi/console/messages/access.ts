/**
 * Hindi for the server's English messages the console's access pages show, keyed by the English
 * text (useMessage looks them up).
 */
export const accessMessages: Record<string, string> = {};
