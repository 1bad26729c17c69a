import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CustomerDetail } from '../../../../shared/console-customers';
import { renderAt, stubFetch } from '../../../test/test-utils';
import { CounterDocumentsStep } from './counter-documents-step';

const walkIn = {
  id: 12,
  name: 'रमेश साहू',
  email: 'ramesh@example.test',
  mobile: '+919876543210',
  idVerified: false,
  blocked: false,
  refusedReason: null,
};
const doc = (kind: string, reviewStatus: string) => ({
  kind,
  url: `/api/console/customers/12/documents/${kind}/file`,
  mimeType: 'image/jpeg',
  uploadedAt: '2026-11-20T10:00:00.000Z',
  reviewStatus,
  reviewReason: null,
});
const detail = (verified: boolean) =>
  ({
    customer: { ...walkIn, idVerified: verified, blockedReason: null, createdAt: walkIn.email },
    documents: [
      doc('licence_img', verified ? 'verified' : 'pending'),
      doc('id_proof_img', 'verified'),
    ],
    licence: null,
    bookings: [],
    payments: [],
  }) as unknown as CustomerDetail;

describe('the counter booking’s documents step', () => {
  it('shows the walk-in’s documents, takes their photos at the desk and verifies them there', async () => {
    let verified = false;
    stubFetch((u) => {
      // The review is the only other request: it answers the customer as verified now.
      if (u.pathname === '/api/console/customers/12/documents/licence_img/review') {
        verified = true;
        return { body: detail(verified) };
      }
      if (u.pathname === '/api/console/customers/12') return { body: detail(verified) };
      return { status: 404, body: { message: 'Not found.' } };
    });
    renderAt(<CounterDocumentsStep customer={walkIn} />);
    const step = screen.getByRole('region', { name: 'Documents of रमेश साहू' });
    expect(
      within(step).getByText(/^Photograph the driving licence and ID proof, then verify them/),
    ).toBeVisible();
    // The desk can photograph both papers here.
    expect(
      await within(step).findByLabelText('Driving licence: upload at the counter'),
    ).toBeInTheDocument();
    await userEvent.type(within(step).getByLabelText('Licence number'), 'CG07 20150012345');
    await userEvent.type(within(step).getByLabelText('Licence valid until'), '2040-05-01');
    await userEvent.type(within(step).getByLabelText('Date of birth'), '1990-02-03');
    await userEvent.click(within(step).getByRole('button', { name: 'Verify Driving licence' }));
    expect(
      await within(step).findByText(
        'Driving licence and ID proof verified: the car can be handed over.',
      ),
    ).toBeVisible();
  });
});
