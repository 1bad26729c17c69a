/**
 * Hindi for the server's English messages the console's handover forms show, keyed by the
 * English text (useMessage looks them up).
 */
export const handoverMessages: Record<string, string> = {};
