import { PDF_ALLOWED, UPLOAD_MAX_BYTES, type DocumentKind } from '../../shared/account';
import {
  IMAGE_OR_PDF_TYPE_MESSAGE,
  IMAGE_OR_PDF_TYPES,
  IMAGE_TYPE_MESSAGE,
  IMAGE_TYPES,
  tooLargeMessage,
} from '../../shared/uploads';

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

/** What a customer document's upload accepts (an ID proof may be a PDF), as FileUpload takes it. */
export function documentUploadRules(kind: DocumentKind) {
  const pdf = PDF_ALLOWED.includes(kind);
  return {
    accept: pdf ? IMAGE_OR_PDF_TYPES : IMAGE_TYPES,
    typeMessage: pdf ? IMAGE_OR_PDF_TYPE_MESSAGE : IMAGE_TYPE_MESSAGE,
    maxBytes: UPLOAD_MAX_BYTES,
    tooLargeMessage: tooLargeMessage('file', UPLOAD_MAX_BYTES),
  };
}
