import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../test/test-utils';
import { OfflineBanner } from './offline-banner';

afterEach(() => vi.restoreAllMocks());

describe('OfflineBanner', () => {
  it('appears when the connection goes and leaves when it comes back', () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    renderAt(<OfflineBanner />);
    expect(screen.queryByText(/You are offline/)).not.toBeInTheDocument();
    onLine.mockReturnValue(false);
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(screen.getByRole('status')).toHaveTextContent(
      'You are offline. Pages you opened before still work; changes need a connection.',
    );
    onLine.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(screen.queryByText(/You are offline/)).not.toBeInTheDocument();
  });
});
