import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiRequestError, GENERIC_ERROR_MESSAGE } from '../lib/api-client';
import { ActionError } from './action-error';

describe('ActionError', () => {
  it('says a 4xx was refused and gives the reason the server gave', () => {
    render(<ActionError error={new ApiRequestError('The car is booked then.', 409)} />);
    expect(screen.getByRole('alert')).toHaveTextContent('This was refused');
    expect(screen.getByRole('alert')).toHaveTextContent('The car is booked then.');
  });

  it('says a server or network failure did not go through, without a refusal', () => {
    render(<ActionError error={new ApiRequestError(GENERIC_ERROR_MESSAGE, 500)} />);
    expect(screen.getByRole('alert')).toHaveTextContent('This did not go through');
    expect(screen.getByRole('alert')).not.toHaveTextContent('refused');
  });

  it('shows nothing when there is no error', () => {
    const { container } = render(<ActionError error={null} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('ActionError with an upload', () => {
  it("says an upload the server refused was refused, with the server's message", async () => {
    const { UploadError } = await import('../lib/upload-file');
    render(
      <ActionError
        error={
          new UploadError('The signature must be a PNG image drawn on the signature pad.', false)
        }
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('This was refused');
    expect(screen.getByRole('alert')).toHaveTextContent('must be a PNG image');
  });
});
