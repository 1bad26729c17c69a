import type { AccountCatalogue } from './en-account';
import { account } from './hi/account';
import { accountMessages } from './hi/account-messages';
import { auth } from './hi/auth';
import { checkout } from './hi/checkout';
import { payment } from './hi/payment';

/** The Hindi words of the signed-in pages: the same keys as `enAccount`. */
export const hiAccount: AccountCatalogue = { auth, account, checkout, payment, accountMessages };
