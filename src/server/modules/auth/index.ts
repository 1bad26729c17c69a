// The auth module's public face: the only file of it that code outside it imports.
// Users, sessions and tokens are written here only (user-writes.service.ts, decision 0028).
export { authRoutes } from './auth.routes.js';
export {
  assertUnique,
  checkCredentials,
  createCounterCustomer,
  EMAIL_TAKEN_MESSAGE,
  findUserById,
  newReferralCode,
  sendVerificationMail,
  uniqueViolation,
  type AuthDeps,
} from './auth.service.js';
export { devMailboxHidden, devMailboxRoutes } from './dev-mailbox.routes.js';
export {
  consumeAuthToken,
  insertUser,
  issueAuthToken,
  retireTokens,
  revokeUserSessions,
  setInvitedPassword,
  startSession,
  updateUser,
} from './user-writes.service.js';
