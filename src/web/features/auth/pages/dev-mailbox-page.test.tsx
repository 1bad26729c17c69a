import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes, stubFetch } from '../../../test/test-utils';
import { DevMailboxPage } from './dev-mailbox-page';

describe('dev mailbox', () => {
  it('offers each attachment of a mail as a download', async () => {
    stubFetch(() => ({
      body: {
        messages: [
          {
            id: 5,
            channel: 'email',
            recipient: 'asha@x.test',
            subject: 'Booking #42 confirmed: Tata Nexon EV',
            text: 'Your payment is received.',
            createdAt: '2026-11-21T10:00:00.000Z',
            attachments: [
              { filename: 'booking-42.ics', contentType: 'text/calendar', sizeBytes: 640 },
            ],
          },
        ],
      },
    }));
    renderRoutes([{ path: '/dev/mailbox', Component: DevMailboxPage }], ['/dev/mailbox']);
    const link = await screen.findByRole('link', { name: 'booking-42.ics (1 kB)' });
    expect(link).toHaveAttribute('href', '/api/dev/outbox/5/attachments/0');
    expect(link).toHaveAttribute('download', 'booking-42.ics');
  });
});
