import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderAt, sentBody, sentRequests, stubFetch } from '../../../test/test-utils';
import { DocumentReviewCard } from './document-review-card';

const licenceDoc = {
  kind: 'licence_img',
  url: '/api/console/customers/5/documents/licence_img/file',
  mimeType: 'image/jpeg',
  uploadedAt: '2026-11-20T10:00:00.000Z',
  reviewStatus: 'pending',
  reviewReason: null,
} as const;
const reviewPath = '/api/console/customers/5/documents/licence_img/review';

describe('DocumentReviewCard for a driving licence', () => {
  it('sends the licence number, expiry and date of birth with the verification', async () => {
    const fetchMock = stubFetch(() => ({ body: {} }));
    renderAt(<DocumentReviewCard customerId={5} doc={licenceDoc} />);
    await userEvent.type(await screen.findByLabelText('Licence number'), 'cg07 20150012345');
    await userEvent.type(screen.getByLabelText('Licence valid until'), '2040-05-01');
    await userEvent.type(screen.getByLabelText('Date of birth'), '1990-02-03');
    await userEvent.click(screen.getByRole('button', { name: 'Verify Driving licence' }));
    await waitFor(() => expect(sentBody(fetchMock, reviewPath)).toBeDefined());
    expect(sentBody(fetchMock, reviewPath)).toEqual({
      decision: 'verified',
      licence: {
        // As typed: the server keeps the number in one form.
        licenceNumber: 'cg07 20150012345',
        licenceExpiresOn: '2040-05-01',
        dateOfBirth: '1990-02-03',
      },
    });
  });

  it('asks for missing details before sending anything', async () => {
    const fetchMock = stubFetch(() => ({ body: {} }));
    renderAt(<DocumentReviewCard customerId={5} doc={licenceDoc} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Verify Driving licence' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please enter the licence number as printed on the licence',
    );
    expect(sentRequests(fetchMock)).toHaveLength(0);
  });
});
