/**
 * Copies with the Clipboard API, falling back to a hidden textarea. Resolves to the catalogue
 * key of the spec's message: 'Copied', 'Text copied to clipboard' (fallback) or 'Error copying
 * text to clipboard.'
 */
export async function copyText(
  text: string,
): Promise<
  'account.invite.copied' | 'account.invite.copiedFallback' | 'account.invite.copyFailed'
> {
  try {
    await navigator.clipboard.writeText(text);
    return 'account.invite.copied';
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
    return ok ? 'account.invite.copiedFallback' : 'account.invite.copyFailed';
  }
}
