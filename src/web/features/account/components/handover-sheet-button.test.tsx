import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderAt, stubFetch } from '../../../test/test-utils';
import { HandoverSheetButton } from './handover-sheet-button';

describe('the handover sheet on the dashboard', () => {
  it('asks for the customer’s own sheet and shows why there is none yet', async () => {
    const fetchMock = stubFetch(() => ({
      status: 404,
      body: { statusCode: 404, message: 'This booking has not been handed over yet.' },
    }));
    renderAt(<HandoverSheetButton bookingId={12} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Handover sheet (PDF)' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This booking has not been handed over yet.',
    );
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/api/account/bookings/12/handover-sheet');
  });
});
