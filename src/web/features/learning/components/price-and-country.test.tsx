import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../../lib/i18n';
import { hi } from '../../../locales/hi';
import { hiLearning } from '../../../locales/hi-learning';
import { CountrySelect } from './country-select';
import { PriceTag } from './price-tag';

const inZone = (timeZone: string) =>
  vi
    .spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions')
    .mockReturnValue({ timeZone } as Intl.ResolvedDateTimeFormatOptions);

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('the course currency', () => {
  it('starts in AED in Dubai, INR in India and USD in New York', () => {
    inZone('Asia/Dubai');
    const { unmount } = render(<CountrySelect />);
    expect(screen.getByRole('combobox', { name: 'Prices for' })).toHaveValue('AE');
    unmount();
    inZone('America/New_York');
    render(<CountrySelect />);
    expect(screen.getByRole('combobox', { name: 'Prices for' })).toHaveValue('US');
  });

  it('stays changeable and is remembered over the detected one', async () => {
    inZone('Asia/Dubai');
    const { unmount } = render(<CountrySelect />);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Prices for' }), 'IN');
    unmount();
    render(<CountrySelect />);
    expect(screen.getByRole('combobox', { name: 'Prices for' })).toHaveValue('IN');
  });

  it('names its choices in Hindi', () => {
    inZone('Asia/Kolkata');
    render(
      <I18nextProvider i18n={createI18n('hi', { ...hi, ...hiLearning } as typeof hi)}>
        <CountrySelect />
      </I18nextProvider>,
    );
    expect(screen.getByRole('option', { name: 'भारत (₹ INR)' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'अन्य देश ($ USD)' })).toBeInTheDocument();
  });
});

describe('PriceTag', () => {
  it('shows a price without a discount on its own: no struck price, no "0% off"', () => {
    render(
      <PriceTag
        price={{ currency: 'USD', list: 1_599, campaignPercent: 0, final: 1_599, free: false }}
      />,
    );
    expect(screen.getByText('$15.99')).toBeInTheDocument();
    expect(screen.queryByText(/% off/)).not.toBeInTheDocument();
  });

  it('badges the percent the sale really takes off', () => {
    render(
      <PriceTag
        price={{ currency: 'USD', list: 1_599, campaignPercent: 1, final: 1_500, free: false }}
      />,
    );
    expect(screen.getByText('$15')).toBeInTheDocument();
    expect(screen.getByText('$15.99').tagName).toBe('S');
    expect(screen.getByText('6% off')).toBeInTheDocument();
  });
});
