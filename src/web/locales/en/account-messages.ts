/**
 * Hindi for the English messages only the signed-in pages show (checkout's rule messages,
 * the account forms' checks), keyed by the English text like `messages.exact`: empty in
 * English, where the text is shown as it came.
 */
export const accountMessages: Record<string, string> = {};
