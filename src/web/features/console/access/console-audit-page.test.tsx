import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../../../shared/console';
import { renderAt, requestedPaths, stubFetch } from '../../../test/test-utils';
import { ConsoleAuditPage } from './console-audit-page';

const entry = (id: number, recordType: string, recordId: string, action: string): AuditEntry => ({
  id,
  actorName: 'Kiran',
  actorEmail: 'kiran@selfdrive.test',
  action,
  recordType,
  recordId,
  branchId: 1,
  before: null,
  after: null,
  createdAt: '2026-11-28T05:30:00.000Z',
});

describe('the audit log', () => {
  it('keeps a cleared record id cleared when a record type is chosen at once after', async () => {
    const fetchMock = stubFetch((u) => {
      const type = u.searchParams.get('recordType');
      const id = u.searchParams.get('recordId');
      const entries =
        type === 'car' && !id
          ? [entry(2, 'car', '7', 'car.photo')]
          : type === 'booking'
            ? [entry(1, 'booking', '5', 'booking.pickup')]
            : [];
      return { body: { entries, page: 1, hasMore: false } };
    });
    renderAt(<ConsoleAuditPage />, '/staff/audit?recordType=booking&recordId=5');
    const recordId = screen.getByLabelText('Record id');
    expect((await screen.findByText('booking.pickup')).closest('p')).toHaveTextContent(
      'booking.pickup · booking #5',
    );

    // The second change comes before the page has rendered the first (as when a browser test
    // clears a field and chooses in the next at once): one act, one render at its end.
    act(() => {
      fireEvent.change(recordId, { target: { value: '' } });
      fireEvent.change(screen.getByLabelText('Record type'), { target: { value: 'car' } });
    });

    await waitFor(() =>
      expect(requestedPaths(fetchMock).at(-1)).toBe('/api/console/audit?page=1&recordType=car'),
    );
    expect((await screen.findByText('car.photo')).closest('p')).toHaveTextContent(
      'car.photo · car #7',
    );
    expect(recordId).toHaveValue('');
  });
});
