import type { SessionUser } from '../../../shared/auth.js';
import type { Language } from '../../../shared/language.js';

/** The public view of a user for /api/auth/session and login answers. */
export const toSessionUser = (u: {
  id: number;
  name: string;
  email: string;
  mobile: string | null;
  emailVerified: boolean;
  mobileVerified: boolean;
  idVerified: boolean;
  photoKey: string | null;
  language: Language | null;
}): SessionUser => ({
  id: u.id,
  name: u.name,
  email: u.email,
  mobile: u.mobile,
  emailVerified: u.emailVerified,
  mobileVerified: u.mobileVerified,
  idVerified: u.idVerified,
  hasPhoto: Boolean(u.photoKey),
  language: u.language,
});
