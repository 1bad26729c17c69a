import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import * as fastagRules from '../../../../shared/fastag-import';
import {
  FASTAG_EXCEL_MESSAGE,
  type FastagImportReport,
  type FastagLineReport,
} from '../../../../shared/fastag-import';
import { createI18n } from '../../../lib/i18n';
import { hi } from '../../../locales/hi';
import { hiConsole } from '../../../locales/hi-console';
import { renderAt } from '../../../test/test-utils';
import { FastagImportPanel } from './fastag-import-panel';

const line = (over: Partial<FastagLineReport>): FastagLineReport => ({
  line: 4,
  registration: 'CG07AB1234',
  occurredAt: '2026-11-20T09:00:00.000Z',
  plaza: 'KUMHARI TOLL PLAZA',
  amountPaise: 16_500,
  reference: 'TXN-1',
  outcome: 'charged',
  reason: null,
  bookingId: 41,
  chargeId: 7,
  totalPaise: 22_400,
  duplicateOfLine: null,
  ...over,
});

const report: FastagImportReport = {
  counts: {
    lines: 5,
    charged: 1,
    own_cost: 1,
    duplicate: 1,
    skipped: 1,
    refused: 0,
    unmatched: 0,
    unreadable: 1,
  },
  chargedPaise: 22_400,
  lines: [
    line({}),
    line({ line: 5, outcome: 'own_cost', bookingId: null, totalPaise: null, chargeId: 8 }),
    line({
      line: 6,
      outcome: 'duplicate',
      reason: 'imported',
      bookingId: null,
      chargeId: 3,
      totalPaise: null,
    }),
    line({
      line: 7,
      registration: '',
      plaza: '',
      outcome: 'skipped',
      reason: 'credit',
      bookingId: null,
      chargeId: null,
      totalPaise: null,
    }),
    line({
      line: 9,
      occurredAt: null,
      outcome: 'unreadable',
      reason: 'bad_time',
      bookingId: null,
      chargeId: null,
      totalPaise: null,
    }),
  ],
};

/** A fake server for the import; returns the files it was sent. */
function serve(reply: { status?: number; body: unknown } = { body: report }, hold?: Promise<void>) {
  const sent: File[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname === '/api/console/trip-charges/fastag' && init?.method === 'POST') {
        sent.push((init.body as FormData).get('file') as File);
        await hold;
        return new Response(JSON.stringify(reply.body), {
          status: reply.status ?? 200,
          headers: { 'Content-Type': 'application/json' },
        });
      }
      return new Response('{"message":"Not found"}', { status: 404 });
    }),
  );
  return sent;
}

const csv = new File(['Transaction Time,Truck Number,Amount\n'], 'november.csv', {
  type: 'text/csv',
});

describe('importing a FASTag statement in the console', () => {
  it('asks for the file, then asks before charging, then shows what became of each line', async () => {
    let release = () => {};
    const sent = serve({ body: report }, new Promise<void>((r) => (release = r)));
    renderAt(<FastagImportPanel />);
    const panel = screen.getByRole('region', { name: 'Import a FASTag statement' });
    await userEvent.click(within(panel).getByRole('button', { name: 'Import the statement' }));
    const input = within(panel).getByLabelText('FASTag statement (CSV)');
    expect(input).toHaveAccessibleDescription(/Please choose the statement first\./);
    expect(input).toHaveFocus();

    await userEvent.upload(input, csv);
    await userEvent.click(within(panel).getByRole('button', { name: 'Import the statement' }));
    const dialog = screen.getByRole('alertdialog', {
      name: 'Import november.csv and charge the renters?',
    });
    expect(dialog).toHaveTextContent('the toll and the branch’s handling fee');
    expect(sent).toEqual([]);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Import and charge' }));
    expect(within(dialog).getByRole('button', { name: 'Importing…' })).toBeDisabled();
    expect(sent.map((f) => f.name)).toEqual(['november.csv']);
    release();

    expect(await screen.findByRole('status')).toHaveTextContent(
      '5 lines read: 1 charged to renters (₹224 in all).',
    );
    expect(screen.queryByRole('alertdialog')).toBeNull();
    const table = screen.getByRole('table', { name: 'The statement’s lines' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([
      '4CG07AB123420 Nov 2026, 2:30 pmKUMHARI TOLL PLAZA₹165Charged to booking #41: ₹224',
      '5CG07AB123420 Nov 2026, 2:30 pmKUMHARI TOLL PLAZA₹165Business’s own cost: no renter had the car then',
      '6CG07AB123420 Nov 2026, 2:30 pmKUMHARI TOLL PLAZA₹165Duplicate: imported before as charge #3',
      '720 Nov 2026, 2:30 pm₹165Skipped: a recharge, credit or reversal',
      '9CG07AB1234KUMHARI TOLL PLAZA₹165Unreadable: the time is not a date and time',
    ]);
    expect(within(rows[0]!).getByRole('link')).toHaveAttribute('href', '/staff/bookings/41');

    await userEvent.selectOptions(screen.getByLabelText('Show'), 'Duplicates, not charged (1)');
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(screen.getByText('Showing 1 of 1 lines.')).toBeInTheDocument();
  });

  it('says in the dialog why the server refused the file', async () => {
    serve({ status: 400, body: { message: FASTAG_EXCEL_MESSAGE } });
    renderAt(<FastagImportPanel />);
    await userEvent.upload(screen.getByLabelText('FASTag statement (CSV)'), csv);
    await userEvent.click(screen.getByRole('button', { name: 'Import the statement' }));
    await userEvent.click(screen.getByRole('button', { name: 'Import and charge' }));
    expect(await within(screen.getByRole('alertdialog')).findByRole('alert')).toHaveTextContent(
      FASTAG_EXCEL_MESSAGE,
    );
  });

  it('has Hindi for every message of the import and says each outcome in Hindi', async () => {
    const messages = Object.entries(fastagRules)
      .filter(([name, value]) => name.endsWith('_MESSAGE') && typeof value === 'string')
      .map(([, value]) => value as string);
    expect(messages).toHaveLength(6);
    expect(messages.filter((m) => !hiConsole.consoleMessages[m])).toEqual([]);

    serve();
    renderAt(
      <I18nextProvider i18n={createI18n('hi', { ...hi, ...hiConsole } as typeof hi)}>
        <FastagImportPanel />
      </I18nextProvider>,
    );
    const words = hiConsole.console.fastagImport;
    await userEvent.upload(screen.getByLabelText(words.file), csv);
    await userEvent.click(screen.getByRole('button', { name: words.submit }));
    await userEvent.click(screen.getByRole('button', { name: words.confirm.confirm }));
    await waitFor(() => expect(screen.getByText('बुकिंग #41 पर लगा: ₹224')).toBeInTheDocument());
    expect(screen.getByText('दोहराई गई: पहले चार्ज #3 के रूप में इम्पोर्ट हो चुकी है')).toBeInTheDocument();
  });
});
