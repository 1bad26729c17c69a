import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ApiRequestError, apiRequest } from '../../../lib/api-client';
import { forgetReferralCode, storedReferralCode } from '../../../lib/referral-code';
import { useSession } from '../../../lib/session';
import { LEARNING_KEY } from './catalogue-api';

/**
 * After sign-up through an invite link: claims the stored referral code once, so both the
 * friend and the referrer get 20% off a course order. Returns the message to show, if any.
 */
export function useClaimStoredReferral(): string | null {
  const { loggedIn } = useSession();
  const queryClient = useQueryClient();
  const [message, setMessage] = useState<string | null>(null);
  const tried = useRef(false);

  useEffect(() => {
    const code = storedReferralCode();
    if (!loggedIn || !code || tried.current) return;
    tried.current = true;
    apiRequest<{ referrerName: string; percent: number }>('/api/learning/referral/claim', {
      method: 'POST',
      body: { code },
    })
      .then((r) => {
        forgetReferralCode();
        setMessage(`Invited by ${r.referrerName}: ${r.percent}% off your next course order.`);
        void queryClient.invalidateQueries({ queryKey: LEARNING_KEY });
      })
      .catch((error: unknown) => {
        // A refused code (own, old account, used) will never work: forget it.
        if (error instanceof ApiRequestError && error.status >= 400 && error.status < 500)
          forgetReferralCode();
      });
  }, [loggedIn, queryClient]);

  return message;
}
