import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderAt, stubFetch } from '../../../test/test-utils';
import { InviteFriends } from './invite-friends';
import { makeProfile } from '../../../test/session-fakes';

const profile = makeProfile();

describe('InviteFriends', () => {
  it('shares the site root with the referral code and copies it', async () => {
    stubFetch(() => ({ body: profile }));
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText }, share: undefined });
    renderAt(<InviteFriends />);
    const link = `${window.location.origin}/?couponCode=REF42XY`;
    expect(await screen.findByText(link)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Copy Link' }));
    expect(writeText).toHaveBeenCalledWith(link);
    expect(await screen.findByText('Copied')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Share this Link' }));
    const dialog = screen.getByRole('dialog', { name: 'Share this Link' });
    expect(dialog).toHaveTextContent(link);
    expect(screen.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute(
      'href',
      expect.stringContaining(encodeURIComponent(link)),
    );
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says so when copying fails', async () => {
    stubFetch(() => ({ body: profile }));
    vi.stubGlobal('navigator', {
      ...navigator,
      clipboard: { writeText: vi.fn(async () => Promise.reject(new Error('denied'))) },
    });
    document.execCommand = vi.fn(() => false);
    renderAt(<InviteFriends />);
    await userEvent.click(await screen.findByRole('button', { name: 'Copy Link' }));
    expect(await screen.findByText('Error copying text to clipboard.')).toBeInTheDocument();
  });
});
