import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeXhr, installFakeXhr } from '../../test/fake-xhr';
import { RichTextField } from './rich-text-field';

const UPLOAD = '/api/learning/instructor/lesson-images';
const STORED = '/media/courses/lesson-0123456789abcdef0123456789abcdef.jpg';

function setup(value: string) {
  const onChange = vi.fn();
  render(
    <RichTextField label="Lesson 1 text" value={value} onChange={onChange} uploadUrl={UPLOAD} />,
  );
  return onChange;
}

const png = (name: string) =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type: 'image/png' });

afterEach(() => vi.unstubAllGlobals());

const lastHtml = (onChange: ReturnType<typeof vi.fn>) =>
  String(onChange.mock.calls.at(-1)?.[0] ?? '');

describe('RichTextField', () => {
  it('shows a loading state, then the labelled editor with named toolbar buttons', async () => {
    setup('<p>Line your mirror up with the kerb.</p>');
    expect(screen.getByRole('status')).toHaveTextContent('Loading editor…');
    const editor = await screen.findByRole('textbox', { name: 'Lesson 1 text' });
    expect(editor).toHaveTextContent('Line your mirror up with the kerb.');
    const toolbar = screen.getByRole('toolbar', { name: 'Lesson 1 text formatting' });
    expect(toolbar).toContainElement(screen.getByRole('button', { name: 'Bold' }));
    expect(toolbar).toContainElement(screen.getByRole('button', { name: 'Insert picture' }));
  });

  it('makes the selected text bold', async () => {
    const onChange = setup('<p>Mirror</p>');
    const editor = await screen.findByRole('textbox', { name: 'Lesson 1 text' });
    await userEvent.click(editor);
    await userEvent.keyboard('{Control>}a{/Control}');
    await userEvent.click(screen.getByRole('button', { name: 'Bold' }));
    await waitFor(() => expect(lastHtml(onChange)).toBe('<p><strong>Mirror</strong></p>'));
    expect(screen.getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('keeps the text focused when a toolbar button is clicked, so typing goes on at once', async () => {
    setup('<p>Mirror</p>');
    const editor = await screen.findByRole('textbox', { name: 'Lesson 1 text' });
    await userEvent.click(editor);
    expect(editor).toHaveFocus();
    const bold = screen.getByRole('button', { name: 'Bold' });
    // fireEvent returns false when the handler prevented the default (moving the focus).
    expect(fireEvent.mouseDown(bold)).toBe(false);
    await userEvent.click(bold);
    expect(editor).toHaveFocus();
    expect(bold).toHaveAttribute('aria-pressed', 'true');
  });

  it('uploads a picture with progress, then inserts it with its description as alt text', async () => {
    installFakeXhr();
    const onChange = setup('<p>Mirror</p>');
    await screen.findByRole('textbox', { name: 'Lesson 1 text' });
    await userEvent.click(screen.getByRole('button', { name: 'Insert picture' }));
    await userEvent.click(screen.getByRole('button', { name: 'Insert' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please choose a picture.');

    await userEvent.upload(screen.getByLabelText('Picture file'), png('kerb.png'));
    const xhr = FakeXhr.sent[0]!;
    expect(xhr.open).toHaveBeenCalledWith('POST', UPLOAD);
    expect((xhr.body?.get('file') as File).name).toBe('kerb.png');
    xhr.progress(2, 4);
    expect(
      screen.getByRole('progressbar', { name: 'Upload progress of kerb.png' }),
    ).toHaveAttribute('value', '50');
    // Nothing to insert while the picture is on its way.
    expect(screen.getByRole('button', { name: 'Insert' })).toBeDisabled();
    xhr.answer(201, { imageUrl: STORED });
    expect(await screen.findByText('Uploaded and accepted.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Insert' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please describe the picture.');
    await userEvent.type(
      screen.getByLabelText('Describe the picture (alt text)'),
      'Kerb in the left mirror',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Insert' }));
    expect(await screen.findByRole('img', { name: 'Kerb in the left mirror' })).toHaveAttribute(
      'src',
      STORED,
    );
    expect(lastHtml(onChange)).toContain(`<img src="${STORED}" alt="Kerb in the left mirror">`);
    expect(screen.queryByLabelText('Picture file')).not.toBeInTheDocument();
  });

  it('offers Retry when the connection drops, and inserts the picture sent again', async () => {
    installFakeXhr();
    const onChange = setup('<p>Mirror</p>');
    await screen.findByRole('textbox', { name: 'Lesson 1 text' });
    await userEvent.click(screen.getByRole('button', { name: 'Insert picture' }));
    await userEvent.type(screen.getByLabelText('Describe the picture (alt text)'), 'Kerb');
    await userEvent.upload(screen.getByLabelText('Picture file'), png('kerb.png'));
    FakeXhr.sent[0]!.drop();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The upload stopped because the connection dropped.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Insert' }));
    expect(screen.getByText('Please choose a picture.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Retry upload' }));
    FakeXhr.sent[1]!.answer(201, { imageUrl: STORED });
    await screen.findByText('Uploaded and accepted.');
    await userEvent.click(screen.getByRole('button', { name: 'Insert' }));
    expect(lastHtml(onChange)).toContain(`<img src="${STORED}" alt="Kerb">`);
  });

  it('refuses a wrong type before sending, and shows the server’s refusal; inserts nothing', async () => {
    installFakeXhr();
    const onChange = setup('<p>Mirror</p>');
    await screen.findByRole('textbox', { name: 'Lesson 1 text' });
    await userEvent.click(screen.getByRole('button', { name: 'Insert picture' }));
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(
      screen.getByLabelText('Picture file'),
      new File(['GIF89a'], 'sign.gif', { type: 'image/gif' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please upload a JPEG, PNG or WebP image.',
    );
    expect(FakeXhr.sent).toHaveLength(0);

    await user.upload(screen.getByLabelText('Picture file'), png('x.png'));
    FakeXhr.sent[0]!.answer(415, { message: 'Please upload a JPEG, PNG or WebP image.' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please upload a JPEG, PNG or WebP image.',
    );
    expect(screen.queryByRole('button', { name: 'Retry upload' })).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Describe the picture (alt text)'), 'Kerb');
    await user.click(screen.getByRole('button', { name: 'Insert' }));
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
  });
});
