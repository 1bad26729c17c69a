import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import type { Language } from '../../shared/language';
import type { MessageFigures } from '../../shared/message-figures';
import { ActionError } from '../components/action-error';
import type { Catalogue } from '../locales/en';
import { en } from '../locales/en';
import { enConsole } from '../locales/en-console';
import { hi } from '../locales/hi';
import { hiConsole } from '../locales/hi-console';
import { ApiRequestError } from './api-client';
import { createI18n } from './i18n';

// 30 Nov 2026, 10:00 am to 2 Dec, 6:30 pm IST.
const FROM = '2026-11-30T04:30:00.000Z';
const UNTIL = '2026-12-02T13:00:00.000Z';

const refused = (figures: MessageFigures, message = 'The server’s English sentence.') =>
  new ApiRequestError(message, 409, undefined, figures);

function showIn(language: Language, catalogue: Catalogue, error: unknown) {
  render(
    <I18nextProvider i18n={createI18n(language, catalogue)}>
      <ActionError error={error} />
    </I18nextProvider>,
  );
  return screen.getByRole('alert').textContent ?? '';
}

const HINDI_CONSOLE = { ...hi, ...hiConsole } as Catalogue;

describe('a refusal with a date, as staff read it', () => {
  it('names the clashing booking and its times in Hindi, dates as Hindi pages write them', () => {
    const text = showIn(
      'hi',
      HINDI_CONSOLE,
      refused({
        kind: 'carRefused',
        car: 'Maruti Swift (CG 07 AB 1234)',
        refusal: { kind: 'booking', bookingId: 57, from: FROM, until: UNTIL },
      }),
    );
    expect(text).toContain(
      'Maruti Swift (CG 07 AB 1234): 30 नव॰, 10:00 am से 2 दिस॰, 6:30 pm तक बुक है (बुकिंग #57)। कृपया कोई और समय या कार चुनें।',
    );
    expect(text).not.toContain('server');
  });

  it('says which paper lapses and when, in English too', () => {
    const text = showIn(
      'en',
      { ...en, ...enConsole } as Catalogue,
      refused({
        kind: 'carRefused',
        car: 'Maruti Swift (CG 07 AB 1234)',
        refusal: { kind: 'paper', item: 'insurance', on: '2026-12-01' },
      }),
    );
    expect(text).toContain(
      'Maruti Swift (CG 07 AB 1234): Its insurance is valid only until 1 Dec 2026, before this drop. Please choose another time or car.',
    );
  });

  it('words a block over a booking', () => {
    const text = showIn(
      'hi',
      HINDI_CONSOLE,
      refused({ kind: 'blockClash', bookingId: 57, from: FROM, until: UNTIL }),
    );
    expect(text).toContain('यह समय बुकिंग #57 (30 नव॰, 10:00 am से 2 दिस॰, 6:30 pm तक) से टकराता है।');
  });

  it('words a deposit kept before', () => {
    const text = showIn(
      'hi',
      HINDI_CONSOLE,
      refused({ kind: 'depositAlreadyKept', keptPaise: 150_000, at: FROM }),
    );
    expect(text).toContain('इस डिपॉज़िट में से ₹1,500 30 नव॰, 10:00 am को पहले ही रखा जा चुका है।');
  });

  it('words an early handover', () => {
    const text = showIn(
      'hi',
      HINDI_CONSOLE,
      refused({ kind: 'earlyHandover', hours: 2, pickupAt: FROM }),
    );
    expect(text).toContain('यह बुक किए गए पिकअप (30 नव॰, 10:00 am) से 2 घंटे से भी पहले है।');
  });

  it('keeps the server’s sentence where the page has no words for the figures', () => {
    const text = showIn(
      'hi',
      hi,
      refused(
        { kind: 'earlyHandover', hours: 2, pickupAt: FROM },
        'This is more than 2 hours before the booked pickup (30 Nov, 10:00 am).',
      ),
    );
    expect(text).toContain(
      'This is more than 2 hours before the booked pickup (30 Nov, 10:00 am).',
    );
  });
});
