const ENTITIES: Record<string, string> = {
  '<': '&lt;',
  '>': '&gt;',
  '&': '&amp;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text made safe for HTML or XML content and quoted attribute values. */
export const escapeMarkup = (text: string) => text.replace(/[<>&"']/g, (c) => ENTITIES[c] ?? c);
