import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  IMAGE_OR_PDF_TYPE_MESSAGE,
  IMAGE_OR_PDF_TYPES,
  tooLargeMessage,
} from '../../shared/uploads';
import { FakeXhr, installFakeXhr } from '../test/fake-xhr';
import { renderAt } from '../test/test-utils';
import { FileUpload } from './file-upload';

const MAX = 5 * 1024 * 1024;

function renderUpload(onUploaded = vi.fn()) {
  installFakeXhr();
  renderAt(
    <FileUpload<{ ok: boolean }>
      label="Upload ID proof"
      method="PUT"
      url="/api/account/documents/id_proof_img"
      accept={IMAGE_OR_PDF_TYPES}
      maxBytes={MAX}
      typeMessage={IMAGE_OR_PDF_TYPE_MESSAGE}
      tooLargeMessage={tooLargeMessage('file', MAX)}
      onUploaded={onUploaded}
    />,
  );
  return onUploaded;
}

const pdf = (bytes: number) =>
  new File([new Uint8Array(bytes)], 'id.pdf', { type: 'application/pdf' });

afterEach(() => vi.unstubAllGlobals());

describe('FileUpload', () => {
  it('refuses a wrong type before sending anything', async () => {
    renderUpload();
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(
      screen.getByLabelText('Upload ID proof'),
      new File(['x'], 'notes.txt', { type: 'text/plain' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(IMAGE_OR_PDF_TYPE_MESSAGE);
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it('refuses a file over the limit before sending anything', async () => {
    renderUpload();
    await userEvent.upload(screen.getByLabelText('Upload ID proof'), pdf(MAX + 1));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The file is too large. The limit is 5 MB.',
    );
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it('shows the progress, then what was accepted', async () => {
    const onUploaded = renderUpload();
    await userEvent.upload(screen.getByLabelText('Upload ID proof'), pdf(2048));
    const xhr = FakeXhr.sent[0]!;
    expect((xhr.body?.get('file') as File).name).toBe('id.pdf');
    xhr.progress(512, 2048);
    expect(screen.getByRole('progressbar', { name: 'Upload progress of id.pdf' })).toHaveAttribute(
      'value',
      '25',
    );
    expect(screen.getByText('Uploading… 25%')).toBeInTheDocument();
    xhr.answer(200, { ok: true });
    expect(await screen.findByText('Uploaded and accepted.')).toBeInTheDocument();
    expect(screen.getByText('id.pdf')).toBeInTheDocument();
    expect(screen.getByText('2 kB')).toBeInTheDocument();
    expect(onUploaded).toHaveBeenCalledWith({ ok: true });
  });

  it('offers Retry after the connection drops, and sends the same file again', async () => {
    const onUploaded = renderUpload();
    await userEvent.upload(screen.getByLabelText('Upload ID proof'), pdf(1000));
    FakeXhr.sent[0]!.drop();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The upload stopped because the connection dropped.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Retry upload' }));
    const retry = FakeXhr.sent[1]!;
    expect((retry.body?.get('file') as File).size).toBe(1000);
    retry.answer(200, { ok: true });
    expect(await screen.findByText('Uploaded and accepted.')).toBeInTheDocument();
    expect(onUploaded).toHaveBeenCalledTimes(1);
  });

  it("shows the server's refusal and offers no retry of the same file", async () => {
    renderUpload();
    await userEvent.upload(screen.getByLabelText('Upload ID proof'), pdf(1000));
    FakeXhr.sent[0]!.answer(415, { message: IMAGE_OR_PDF_TYPE_MESSAGE });
    expect(await screen.findByRole('alert')).toHaveTextContent(IMAGE_OR_PDF_TYPE_MESSAGE);
    expect(screen.queryByRole('button', { name: 'Retry upload' })).not.toBeInTheDocument();
  });

  it('sends nothing while the phone is offline, and says so', async () => {
    renderUpload();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await userEvent.upload(screen.getByLabelText('Upload ID proof'), pdf(1000));
    expect(await screen.findByRole('alert')).toHaveTextContent('You are offline.');
    expect(FakeXhr.sent).toHaveLength(0);
    vi.restoreAllMocks();
  });
});
