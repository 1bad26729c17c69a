/**
 * Copies with the Clipboard API, falling back to a hidden textarea. Resolves to the spec's
 * message: 'Copied', ' Text copied to clipboard' (fallback) or ' Error copying text to clipboard.'
 */
export async function copyText(text: string): Promise<string> {
  try {
    await navigator.clipboard.writeText(text);
    return 'Copied';
  } catch {
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.appendChild(area);
    area.select();
    let ok = false;
    try {
      ok = document.execCommand('copy');
    } catch {
      ok = false;
    }
    area.remove();
    return ok ? ' Text copied to clipboard' : ' Error copying text to clipboard.';
  }
}
