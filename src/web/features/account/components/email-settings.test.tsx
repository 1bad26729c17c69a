import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderAt, stubFetch } from '../../../test/test-utils';
import { EmailSettings } from './email-settings';

const PROMO = 'Promotions, course recommendations and helpful resources';
const ANNOUNCE = 'Announcements from instructors';
const NONE = "Don't send me any promotional emails";

describe('EmailSettings', () => {
  it('hides the other two boxes while "no promotional" is ticked', async () => {
    stubFetch(() => ({ body: { promotion: true, announcements: false, noPromotional: false } }));
    renderAt(<EmailSettings />);
    expect(await screen.findByLabelText(PROMO)).toBeChecked();
    expect(screen.getByLabelText(ANNOUNCE)).not.toBeChecked();
    await userEvent.click(screen.getByLabelText(NONE));
    expect(screen.queryByLabelText(PROMO)).not.toBeInTheDocument();
    expect(screen.queryByLabelText(ANNOUNCE)).not.toBeInTheDocument();
    await userEvent.click(screen.getByLabelText(NONE));
    expect(screen.getByLabelText(PROMO)).toBeInTheDocument();
  });

  it('shows the generic message when the network fails', async () => {
    const fetchMock = stubFetch(() => ({
      body: { promotion: true, announcements: true, noPromotional: false },
    }));
    renderAt(<EmailSettings />);
    await screen.findByLabelText(PROMO);
    fetchMock.mockImplementation(() => Promise.reject(new TypeError('offline')));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Something went wrong, Please try again later.'),
    ).toBeInTheDocument();
  });

  it('saves, then returns to the profile after about 2.8 s', async () => {
    stubFetch(() => ({ body: { promotion: false, announcements: true, noPromotional: false } }));
    const { router } = renderAt(<EmailSettings />, '/user/page/EmailNotificationSetting');
    await screen.findByLabelText(PROMO);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      await userEvent.click(screen.getByRole('button', { name: 'Save' }));
      await screen.findByText('Your e-mail settings have been saved.');
      expect(router.state.location.pathname).toBe('/user/page/EmailNotificationSetting');
      await vi.advanceTimersByTimeAsync(2800);
      expect(router.state.location.pathname).toBe('/user/page/profilesetting');
    } finally {
      vi.useRealTimers();
    }
  });
});
