import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderAt, stubFetch } from '../../../test/test-utils';
import { DocumentTile } from './document-tile';

describe('DocumentTile', () => {
  it('shows an upload prompt, then the server message when the upload is refused', async () => {
    stubFetch(() => ({
      status: 415,
      body: { statusCode: 415, message: 'Please upload a JPEG, PNG or WebP image.' },
    }));
    renderAt(<DocumentTile kind="licence_img" doc={undefined} />);
    expect(screen.getByText('Not uploaded yet')).toBeInTheDocument();
    const file = new File(['not an image'], 'x.jpg', { type: 'image/jpeg' });
    await userEvent.upload(screen.getByLabelText('Upload Driving licence'), file);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please upload a JPEG, PNG or WebP image.',
    );
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
