/**
 * Hindi for the server's English messages the console's bookings pages show, keyed by the English
 * text (useMessage looks them up).
 */
export const bookingsMessages: Record<string, string> = {};
