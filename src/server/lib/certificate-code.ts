import { randomInt } from 'node:crypto';

/** Unambiguous letters and digits (no 0/O, 1/I/L) for a code read off paper. */
export const CERTIFICATE_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** `length` random characters of the unambiguous alphabet, for a certificate's code. */
export function certificateCodeChars(length: number): string {
  return Array.from(
    { length },
    () => CERTIFICATE_CODE_ALPHABET[randomInt(CERTIFICATE_CODE_ALPHABET.length)],
  ).join('');
}
