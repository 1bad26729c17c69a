import { screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import type { ConsoleReferralSummary } from '../../../../shared/rental-referral';
import { createI18n } from '../../../lib/i18n';
import { hi } from '../../../locales/hi';
import { hiConsole } from '../../../locales/hi-console';
import { renderAt, requestedPaths, stubFetch } from '../../../test/test-utils';
import { ReferralSummary } from './referral-summary';

const figures: ConsoleReferralSummary = {
  signedUp: 12,
  welcomesUsed: 5,
  welcomeDiscountPaise: 3_500_00,
  welcomeRentPaise: 31_500_00,
  creditsEarned: 3,
  creditsUsed: 2,
  creditDiscountPaise: 1_000_00,
  creditRentPaise: 14_000_00,
};

const stubSummary = () =>
  stubFetch((u) =>
    u.pathname === '/api/console/offers/referrals'
      ? { body: figures }
      : { status: 404, body: { message: 'Not found' } },
  );

/** The figure shown next to a label, within a part of the section. */
const figure = (part: HTMLElement, label: string) =>
  within(part).getByText(label).nextElementSibling?.textContent;

describe('the referral summary on the offers page', () => {
  it('shows a loading state, then each figure with its label', async () => {
    let answer: (r: Response) => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    renderAt(<ReferralSummary />);
    expect(await screen.findByRole('status')).toHaveTextContent('Loading the referral figures…');
    answer(
      new Response(JSON.stringify(figures), { headers: { 'Content-Type': 'application/json' } }),
    );

    const section = await screen.findByRole('region', { name: 'Referrals' });
    expect(await within(section).findByText('Friends signed up')).toBeVisible();
    expect(figure(section, 'Friends signed up')).toBe('12');
    expect(
      within(section).getByText(/10% off the rent of their first booking \(at most ₹1,000\)/),
    ).toBeVisible();
    const welcomes = within(section).getByRole('region', { name: "Friends' welcome" });
    expect(figure(welcomes, 'Bookings')).toBe('5');
    expect(figure(welcomes, 'Discount given')).toBe('₹3,500');
    expect(figure(welcomes, 'Rent of those bookings')).toBe('₹31,500');
    const credits = within(section).getByRole('region', { name: "Customers' credits" });
    expect(figure(credits, 'Earned')).toBe('3');
    expect(figure(credits, 'Used on bookings')).toBe('2');
    expect(figure(credits, 'Discount given')).toBe('₹1,000');
    expect(figure(credits, 'Rent of those bookings')).toBe('₹14,000');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('reads the figures from the console route, in Hindi on a Hindi page', async () => {
    const fetchMock = stubSummary();
    renderAt(
      <I18nextProvider i18n={createI18n('hi', { ...hi, ...hiConsole })}>
        <ReferralSummary />
      </I18nextProvider>,
    );
    const section = await screen.findByRole('region', { name: 'रेफ़रल' });
    expect(await within(section).findByText('साइन अप करने वाले दोस्त')).toBeVisible();
    expect(figure(section, 'साइन अप करने वाले दोस्त')).toBe('12');
    const credits = within(section).getByRole('region', { name: 'ग्राहकों के क्रेडिट' });
    expect(figure(credits, 'मिले')).toBe('3');
    expect(figure(credits, 'दी गई छूट')).toBe('₹1,000');
    expect(requestedPaths(fetchMock)).toContain('/api/console/offers/referrals');
  });

  it('says when the figures could not be loaded', async () => {
    stubFetch(() => ({ status: 500, body: { message: 'Something went wrong' } }));
    renderAt(<ReferralSummary />);
    const section = await screen.findByRole('region', { name: 'Referrals' });
    expect(await within(section).findByRole('alert')).toBeVisible();
    expect(within(section).queryByText('Friends signed up')).toBeNull();
  });
});
