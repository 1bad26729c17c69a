import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderAt, stubFetch } from '../../../test/test-utils';
import { DocumentTile } from './document-tile';

describe('DocumentTile', () => {
  it('shows an upload prompt, and refuses a file that is not an image before sending it', async () => {
    const fetchMock = stubFetch(() => ({ body: {} }));
    renderAt(<DocumentTile kind="licence_img" doc={undefined} />);
    expect(screen.getByText('Not uploaded yet')).toBeInTheDocument();
    const file = new File(['%PDF-1.4'], 'licence.pdf', { type: 'application/pdf' });
    await userEvent
      .setup({ applyAccept: false })
      .upload(screen.getByLabelText('Upload Driving licence'), file);
    // The licence must be a picture; only ID proofs may be PDFs.
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please upload a JPEG, PNG or WebP image.',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows why staff rejected the document', () => {
    renderAt(
      <DocumentTile
        kind="licence_img"
        doc={{
          id: 5,
          kind: 'licence_img',
          url: '/api/account/documents/5/file',
          mimeType: 'image/jpeg',
          uploadedAt: '2026-01-01T00:00:00.000Z',
          reviewStatus: 'rejected',
          reviewReason: 'The photo is blurred',
        }}
      />,
    );
    expect(
      screen.getByText('Not accepted: The photo is blurred. Please upload it again.'),
    ).toBeInTheDocument();
  });

  it('shows the current image', () => {
    renderAt(
      <DocumentTile
        kind="id_proof_img"
        doc={{
          id: 4,
          kind: 'id_proof_img',
          url: '/api/account/documents/4/file',
          mimeType: 'image/jpeg',
          uploadedAt: '2026-01-01T00:00:00.000Z',
          reviewStatus: 'pending',
          reviewReason: null,
        }}
      />,
    );
    expect(screen.getByRole('img', { name: 'ID proof (front)' })).toHaveAttribute(
      'src',
      expect.stringContaining('/api/account/documents/4/file'),
    );
    expect(screen.getByLabelText('Replace ID proof (front)')).toBeInTheDocument();
  });
});
