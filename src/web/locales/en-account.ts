import { account } from './en/account';
import { accountMessages } from './en/account-messages';
import { auth } from './en/auth';
import { checkout } from './en/checkout';
import { payment } from './en/payment';

/**
 * The words of the signed-in pages (login, account, checkout, payment): a chunk of its own per
 * language, loaded with those routes (app/layout/account-catalogue-gate.tsx), so the public
 * pages never download it.
 */
export const enAccount = { auth, account, checkout, payment, accountMessages };

export type AccountCatalogue = typeof enAccount;
