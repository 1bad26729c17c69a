import type { SessionUser } from '../../../shared/auth.js';
import type { RequestUser } from '../../lib/session.js';

type UserColumns = Pick<
  RequestUser,
  | 'id'
  | 'name'
  | 'email'
  | 'mobile'
  | 'emailVerified'
  | 'mobileVerified'
  | 'idVerified'
  | 'photoKey'
  | 'language'
>;

/** The public view of a user for /api/auth/session and login answers. */
export const toSessionUser = (u: UserColumns): SessionUser => ({
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
