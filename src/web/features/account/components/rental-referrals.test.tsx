import { screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { RENTAL_REFERRAL, type RentalReferralStatus } from '../../../../shared/rental-referral';
import { createI18n } from '../../../lib/i18n';
import { hi } from '../../../locales/hi';
import { hiAccount } from '../../../locales/hi-account';
import { renderAt, stubFetch } from '../../../test/test-utils';
import { RentalReferrals } from './rental-referrals';

const status: RentalReferralStatus = {
  ...RENTAL_REFERRAL,
  offer: { kind: 'credit', referralId: 3, friendName: 'Meena', amountPaise: 50_000 },
  openCreditPaise: 100_000,
  friends: [
    {
      referralId: 1,
      firstName: 'Asha',
      state: 'signed_up',
      signedUpAt: '2026-11-01T05:00:00.000Z',
      usedOnBooking: null,
    },
    {
      referralId: 2,
      firstName: 'Ravi',
      state: 'booked',
      signedUpAt: '2026-11-02T05:00:00.000Z',
      usedOnBooking: null,
    },
    {
      referralId: 3,
      firstName: 'Meena',
      state: 'earned',
      signedUpAt: '2026-11-03T05:00:00.000Z',
      usedOnBooking: null,
    },
    {
      referralId: 4,
      firstName: 'Kiran',
      state: 'earned',
      signedUpAt: '2026-11-04T05:00:00.000Z',
      usedOnBooking: null,
    },
    {
      referralId: 5,
      firstName: 'Sunil',
      state: 'used',
      signedUpAt: '2026-11-05T05:00:00.000Z',
      usedOnBooking: 'SDC-12',
    },
  ],
};

const stub = (reply: { status?: number; body: unknown }) =>
  stubFetch((u) =>
    u.pathname === '/api/offers/referral' ? reply : { status: 404, body: { message: 'nope' } },
  );
/** The words a friend's row says about them. */
const rowOf = (name: string) => within(screen.getByRole('list')).getByText(name).closest('li')!;
const stateOf = (name: string) => rowOf(name).lastElementChild;

describe('the car rental referrals under the invite link', () => {
  it('states the offer, my own offer and open credit, and each friend in words', async () => {
    stub({ body: status });
    renderAt(<RentalReferrals />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading your referrals…');
    expect(
      await screen.findByText(
        'Your friend gets 10% off their first car booking (up to ₹1,000); you get ₹500 off a booking when their trip is completed and paid.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(/^Ready for your next booking/)).toHaveTextContent(
      "Ready for your next booking: ₹500 off, earned by Meena's trip.",
    );
    expect(screen.getByText('Open credit: ₹1,000')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Friends who signed up through your link' }));
    expect(stateOf('Asha')).toHaveTextContent('Signed up');
    expect(stateOf('Ravi')).toHaveTextContent('Booked, trip not finished');
    expect(stateOf('Meena')).toHaveTextContent('₹500 credit earned');
    expect(stateOf('Kiran')).toHaveTextContent('₹500 credit earned');
    expect(stateOf('Sunil')).toHaveTextContent('Credit used on booking SDC-12');
    expect(rowOf('Asha')).toHaveTextContent('Signed up on 1 Nov 2026');
  });

  it("shows a friend's welcome offer and says when no friend has signed up yet", async () => {
    stub({
      body: {
        ...status,
        offer: {
          kind: 'welcome',
          referralId: 9,
          referrerName: 'Asha',
          percent: 10,
          capPaise: 100_000,
        },
        openCreditPaise: 0,
        friends: [],
      },
    });
    renderAt(<RentalReferrals />);
    expect(await screen.findByText(/^Ready for your next booking/)).toHaveTextContent(
      "Ready for your next booking: 10% off your first car booking (up to ₹1,000), from Asha's invite.",
    );
    expect(screen.getByText('Open credit: ₹0')).toBeInTheDocument();
    expect(screen.getByText('No friend has signed up through your link yet.')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('says nothing of an own offer when there is none', async () => {
    stub({ body: { ...status, offer: undefined } });
    renderAt(<RentalReferrals />);
    await screen.findByText('Open credit: ₹1,000');
    expect(screen.queryByText(/Ready for your next booking/)).not.toBeInTheDocument();
  });

  it('offers to try again when the question fails', async () => {
    stub({ status: 500, body: { message: 'Something went wrong, Please try again later.' } });
    renderAt(<RentalReferrals />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Something went wrong, Please try again later.',
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('speaks Hindi', async () => {
    stub({ body: status });
    renderAt(
      <I18nextProvider i18n={createI18n('hi', { ...hi, ...hiAccount })}>
        <RentalReferrals />
      </I18nextProvider>,
    );
    expect(
      await screen.findByRole('heading', { name: 'कार किराये के आपके रेफ़रल' }),
    ).toBeInTheDocument();
    expect(screen.getByText('बचा हुआ क्रेडिट: ₹1,000')).toBeInTheDocument();
    expect(stateOf('Ravi')).toHaveTextContent('बुकिंग की, यात्रा अभी पूरी नहीं हुई');
    expect(stateOf('Meena')).toHaveTextContent('₹500 का क्रेडिट मिला');
    expect(stateOf('Sunil')).toHaveTextContent('क्रेडिट बुकिंग SDC-12 पर इस्तेमाल हुआ');
    expect(screen.queryByText(/Signed up|Open credit/)).not.toBeInTheDocument();
  });
});
