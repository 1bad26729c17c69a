const KEY = 'couponCode';

/** Keeps the referral code of an invite link (/?couponCode=CODE) until the visitor signs up. */
export function captureReferralCode(search: string) {
  const code = new URLSearchParams(search).get(KEY);
  if (!code || !/^[A-Za-z0-9]{4,40}$/.test(code)) return;
  try {
    localStorage.setItem(KEY, code);
  } catch {
    // Storage disabled: the offer cannot follow the visitor to sign-up.
  }
}

export function storedReferralCode(): string | null {
  try {
    return localStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function forgetReferralCode() {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // Nothing stored.
  }
}
