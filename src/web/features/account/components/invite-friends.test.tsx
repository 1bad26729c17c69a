import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderAt, stubFetch } from '../../../test/test-utils';
import type { ReferralStatus } from '../../../../shared/learning-orders';
import { RENTAL_REFERRAL, type RentalReferralStatus } from '../../../../shared/rental-referral';
import { InviteFriends } from './invite-friends';
import { makeProfile } from '../../../test/session-fakes';

const profile = makeProfile();
const rentalReferral: RentalReferralStatus = {
  ...RENTAL_REFERRAL,
  openCreditPaise: 0,
  friends: [],
};
/** The profile, and the car rental referral under the link (shown with or without the school). */
const profileOr = (u: URL) =>
  u.pathname === '/api/offers/referral' ? { body: rentalReferral } : { body: profile };

describe('InviteFriends', () => {
  it('shares the site root with the referral code and copies it', async () => {
    stubFetch(profileOr);
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText }, share: undefined });
    renderAt(<InviteFriends />);
    const link = `${window.location.origin}/?couponCode=REF42XY`;
    expect(await screen.findByText(link)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Copy Link' }));
    expect(writeText).toHaveBeenCalledWith(link);
    expect(await screen.findByText('Copied')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Share this Link' }));
    const dialog = screen.getByRole('dialog', { name: 'Share this Link' });
    expect(dialog).toHaveTextContent(link);
    expect(screen.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute(
      'href',
      expect.stringContaining(encodeURIComponent(link)),
    );
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says so when copying fails', async () => {
    stubFetch(profileOr);
    vi.stubGlobal('navigator', {
      ...navigator,
      clipboard: { writeText: vi.fn(async () => Promise.reject(new Error('denied'))) },
    });
    document.execCommand = vi.fn(() => false);
    renderAt(<InviteFriends />);
    await userEvent.click(await screen.findByRole('button', { name: 'Copy Link' }));
    expect(await screen.findByText('Error copying text to clipboard.')).toBeInTheDocument();
  });

  it('states the 20% offer and lists credits earned, used and pending', async () => {
    const referral: ReferralStatus = {
      percent: 20,
      openCredits: 1,
      usedCredits: 1,
      pendingCredits: 1,
      credits: [
        {
          id: 4,
          welcome: false,
          friendName: 'Asha',
          state: 'pending',
          waitingFor: 'sameFriend',
          createdAt: '2026-11-21T05:00:00.000Z',
        },
        {
          id: 3,
          welcome: false,
          friendName: 'Ravi',
          state: 'pending',
          waitingFor: 'firstOrder',
          createdAt: '2026-11-20T05:00:00.000Z',
        },
        {
          id: 2,
          welcome: false,
          friendName: 'Meena',
          state: 'earned',
          waitingFor: null,
          createdAt: '2026-11-10T05:00:00.000Z',
        },
        {
          id: 1,
          welcome: true,
          friendName: null,
          state: 'used',
          waitingFor: null,
          createdAt: '2026-11-01T05:00:00.000Z',
        },
      ],
    };
    stubFetch((u) =>
      u.pathname === '/api/site'
        ? { body: { name: 'SelfDrive', phone: '', email: '', address: '', learningEnabled: true } }
        : u.pathname === '/api/learning/referral'
          ? { body: referral }
          : profileOr(u),
    );
    renderAt(<InviteFriends />);
    expect(
      await screen.findByText(/Your friend gets 20% off a driving course order/),
    ).toBeInTheDocument();
    expect(screen.getByText('Earned: 1 · Used: 1 · Pending: 1')).toBeInTheDocument();
    expect(screen.getByText('From Ravi').nextSibling).toHaveTextContent(
      'Pending: waiting for your friend to pay a first order',
    );
    expect(screen.getByText('From Meena').nextSibling).toHaveTextContent(
      'Earned: 20% off your next course order',
    );
    expect(screen.getByText('Your welcome offer').nextSibling).toHaveTextContent('Used');
    // A second account of a friend who already earned one is said to count for nothing.
    expect(screen.getByText('From Asha').nextSibling).toHaveTextContent(
      'Not counted: the same person already earned you a credit from another account',
    );
  });

  it('shows the car rental referral under the link, without the driving school', async () => {
    stubFetch((u) =>
      u.pathname === '/api/site'
        ? { body: { name: 'SelfDrive', phone: '', email: '', address: '', learningEnabled: false } }
        : profileOr(u),
    );
    renderAt(<InviteFriends />);
    expect(
      await screen.findByRole('heading', { name: 'Your car rental referrals' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Your friend gets 10% off their first car booking/)).toBeVisible();
    expect(screen.getByText('No friend has signed up through your link yet.')).toBeVisible();
    expect(screen.queryByText(/driving course order/)).not.toBeInTheDocument();
  });
});
