/** "850 kB" / "4.2 MB": sizes as people read them. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} kB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

const EXTENSION_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  pdf: 'application/pdf',
};

/**
 * Why a chosen file is refused before it is sent (the server checks again, by content), or
 * undefined. Some phones give no type: the name's extension decides then.
 */
export function refusalOf(
  file: { name: string; type: string; size: number },
  rules: {
    accept: readonly string[];
    maxBytes: number;
    typeMessage: string;
    tooLargeMessage: string;
  },
): string | undefined {
  const type = file.type || EXTENSION_TYPES[file.name.split('.').pop()?.toLowerCase() ?? ''] || '';
  if (!rules.accept.includes(type)) return rules.typeMessage;
  if (file.size > rules.maxBytes) return rules.tooLargeMessage;
  return undefined;
}
