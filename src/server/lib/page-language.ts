import { HTML_LANG, type Language } from '../../shared/language.js';

/** index.html's own words (the loading shell), in Hindi; the English ones are in the file. */
const SHELL_HI = {
  loading: 'लोड हो रहा है…',
  noscript: 'कार देखने और बुक करने के लिए कृपया अपने ब्राउज़र में JavaScript चालू करें।',
};

/**
 * Sets `<html lang>` to the visitor's language and puts the shell's words in it, so a page
 * never paints in one language and then switches (the app reads `lang` to pick its catalogue).
 */
export function localizeShell(html: string, language: Language): string {
  let out = html.replace(/<html lang="[^"]*"/, `<html lang="${HTML_LANG[language]}"`);
  if (language === 'hi') {
    out = out
      .replace(/(<p role="status"[^>]*>)Loading…(<\/p>)/, `$1${SHELL_HI.loading}$2`)
      .replace(/<noscript>[^<]*<\/noscript>/, `<noscript>${SHELL_HI.noscript}</noscript>`);
  }
  return out;
}
