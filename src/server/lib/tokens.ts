import { createHash, randomBytes, randomInt } from 'node:crypto';

/** An unguessable URL-safe token (256 bits). */
export const randomToken = () => randomBytes(32).toString('base64url');

/** Tokens are high-entropy, so a plain SHA-256 is enough to store them. */
export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** A 6-digit one-time code, leading zeros kept. */
export const randomOtp = () => randomInt(0, 1_000_000).toString().padStart(6, '0');
