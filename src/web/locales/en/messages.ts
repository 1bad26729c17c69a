/**
 * Messages the server and the shared rules write in English (the spec's wordings), shown as
 * they are on an English page. The Hindi catalogue maps each English text to its Hindi one.
 */
export const messages: {
  /** English text -> the same text in this language. */
  exact: Record<string, string>;
  /** [regular expression on the English text, replacement with $1...] for texts with numbers. */
  patterns: [string, string][];
} = { exact: {}, patterns: [] };
