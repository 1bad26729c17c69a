/**
 * Hindi for the server's English messages the console's jobs pages show, keyed by the English
 * text (useMessage looks them up).
 */
export const jobsMessages: Record<string, string> = {};
