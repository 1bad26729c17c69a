import { render, screen } from '@testing-library/react';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { en } from '../locales/en';
import { hi } from '../locales/hi';
import { RentLines } from './rent-lines';

/**
 * i18next with only the public catalogue, as a visitor's car page has it: the account chunk
 * (auth, account, checkout, payment) arrives only with the signed-in pages.
 */
function publicWords(language: 'en' | 'hi') {
  const i18n = createInstance();
  void i18n.use(initReactI18next).init({
    lng: language,
    resources: { [language]: { translation: language === 'en' ? en : hi } },
    initAsync: false,
    interpolation: { escapeValue: false },
  });
  return i18n;
}

const LINES = [
  {
    seasonId: null,
    name: null,
    nameHi: null,
    weekend: false,
    hours: 6,
    ratePerHourPaise: 10_000,
  },
  {
    seasonId: 7,
    name: 'Diwali 2026',
    nameHi: 'दिवाली 2026',
    weekend: true,
    hours: 18,
    ratePerHourPaise: 13_000,
  },
];

describe("a trip's hours by rate, on a public page", () => {
  it('reads in English from the public catalogue alone', () => {
    render(
      <I18nextProvider i18n={publicWords('en')}>
        <RentLines lines={LINES} />
      </I18nextProvider>,
    );
    const lines = screen.getByTestId('rent-lines');
    expect(lines).toHaveTextContent('6 hours at ₹100/hour: package rate');
    expect(lines).toHaveTextContent('18 hours at ₹130/hour: Diwali 2026, weekend');
  });

  it('reads in Hindi from the public catalogue alone, with the season’s Hindi name', () => {
    render(
      <I18nextProvider i18n={publicWords('hi')}>
        <RentLines lines={LINES} />
      </I18nextProvider>,
    );
    const lines = screen.getByTestId('rent-lines');
    expect(lines).toHaveTextContent('6 घंटे, ₹100/घंटा: पैकेज दर');
    expect(lines).toHaveTextContent('18 घंटे, ₹130/घंटा: दिवाली 2026, सप्ताहांत');
  });
});
