import type { Profile } from '../../shared/account';
import type { SessionResponse, SessionUser } from '../../shared/auth';

/** A verified customer as /api/auth/session answers with it. */
export function makeSessionUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    id: 1,
    name: 'Asha',
    email: 'asha@example.test',
    mobile: null,
    emailVerified: true,
    mobileVerified: false,
    idVerified: false,
    hasPhoto: false,
    language: null,
    ...overrides,
  };
}

export const loggedIn = (user: SessionUser = makeSessionUser()): SessionResponse => ({
  loggedIn: true,
  user,
});

export const loggedOut: SessionResponse = { loggedIn: false, user: null };

/** The customer's profile as /api/account/profile answers with it. */
export function makeProfile(overrides: Partial<Profile> = {}): Profile {
  return {
    name: 'Asha',
    email: 'asha@example.test',
    mobile: null,
    gender: null,
    address: null,
    photoUrl: null,
    emailVerified: true,
    mobileVerified: false,
    idVerified: false,
    referralCode: 'REF42XY',
    ...overrides,
  };
}
