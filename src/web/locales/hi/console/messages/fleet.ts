/**
 * Hindi for the server's English messages the console's fleet pages show, keyed by the English
 * text (useMessage looks them up).
 */
export const fleetMessages: Record<string, string> = {};
