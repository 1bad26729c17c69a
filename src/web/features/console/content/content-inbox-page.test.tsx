import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ContactMessage } from '../../../../shared/console-content';
import { renderAt, requestedPaths, sentBody, stubFetch } from '../../../test/test-utils';
import { ContentInboxPage } from './content-inbox-page';

const message: ContactMessage = {
  id: 9,
  name: 'Asha Verma',
  email: 'asha@example.in',
  phone: '+919876543210',
  message: 'Is a Swift free in Bhilai on Sunday?',
  createdAt: '2026-11-20T05:00:00.000Z',
  readAt: '2026-11-20T06:00:00.000Z',
  answeredAt: null,
  answerNote: null,
  branchId: 1,
  branchName: 'Bhilai',
  replies: [],
};
const replied: ContactMessage = {
  ...message,
  answeredAt: '2026-11-20T07:00:00.000Z',
  replies: [
    { id: 1, body: 'Yes, from 9 AM.', sentAt: '2026-11-20T07:00:00.000Z', sentByName: 'Kavita' },
  ],
};
const ME = {
  id: 2,
  name: 'Kavita',
  email: 'k@example.in',
  staffRole: 'staff',
  branchId: 1,
  branchName: 'Bhilai',
};

function setup(reply: { status?: number; body: unknown }) {
  let sent = false;
  const fetchMock = stubFetch((url) => {
    if (url.pathname === '/api/console/me') return { body: ME };
    if (url.pathname === '/api/console/branches') return { body: { branches: [] } };
    if (url.pathname === '/api/console/content/messages/9/reply') {
      sent = reply.status === undefined;
      return reply;
    }
    return {
      body: {
        messages: [sent ? replied : message],
        total: 1,
        unread: 0,
        page: 1,
        pageSize: 20,
      },
    };
  });
  renderAt(<ContentInboxPage />);
  return fetchMock;
}

describe('the inbox of a branch', () => {
  it('shows the branch’s message and mails a reply that joins its thread', async () => {
    const fetchMock = setup({ body: replied });
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'Inbox: Bhilai' })).toBeVisible();
    // Counter staff have no Content tabs and no branch filter: their branch only.
    expect(screen.queryByLabelText('Branch')).toBeNull();
    await user.click(await screen.findByRole('button', { name: /Asha Verma .* Bhilai · Read/ }));
    await user.click(screen.getByRole('button', { name: 'Send the reply' }));
    expect(screen.getByLabelText('Reply to Asha Verma by e-mail')).toHaveAccessibleDescription(
      'Please write the reply.',
    );
    await user.type(screen.getByLabelText('Reply to Asha Verma by e-mail'), 'Yes, from 9 AM.');
    await user.click(screen.getByRole('button', { name: 'Send the reply' }));
    expect(await screen.findByText('The reply was sent to asha@example.in.')).toBeVisible();
    expect(sentBody(fetchMock, '/api/console/content/messages/9/reply')).toEqual({
      body: 'Yes, from 9 AM.',
    });
    const thread = screen.getByRole('list', { name: 'Conversation with Asha Verma' });
    expect(await within(thread).findByText('Yes, from 9 AM.')).toBeVisible();
    expect(within(thread).getByText(/^Reply by Kavita/)).toBeVisible();
  });

  it('shows the server’s refusal of a reply under a heading that says so', async () => {
    setup({
      status: 400,
      body: {
        statusCode: 400,
        error: 'Bad Request',
        message: 'The reply can be at most 2000 characters.',
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Asha Verma/ }));
    await user.type(screen.getByLabelText('Reply to Asha Verma by e-mail'), 'Long');
    await user.click(screen.getByRole('button', { name: 'Send the reply' }));
    expect(await screen.findByText('The reply can be at most 2000 characters.')).toBeVisible();
    expect(screen.getByText('This was refused')).toBeVisible();
  });
});

describe('the inbox of an admin', () => {
  it('opens an unread message, marks it answered with a note, and finds it under Answered', async () => {
    const kavita: ContactMessage = {
      ...message,
      id: 12,
      name: 'Kavita Sahu',
      email: 'kavita@example.in',
      message: 'Can I take a car to Mainpat for two days?',
      readAt: null,
      branchId: null,
      branchName: null,
    };
    const fetchMock = stubFetch((url) => {
      if (url.pathname === '/api/console/me') return { body: { ...ME, staffRole: 'admin' } };
      if (url.pathname === '/api/console/branches') return { body: { branches: [] } };
      if (url.pathname === '/api/console/content/messages/12/open') {
        kavita.readAt = '2026-11-20T06:00:00.000Z';
        return { body: kavita };
      }
      if (url.pathname === '/api/console/content/messages/12/answer') {
        kavita.answeredAt = '2026-11-20T07:00:00.000Z';
        kavita.answerNote = 'Called back: yes, with outstation deposit.';
        return { body: kavita };
      }
      const filter = url.searchParams.get('filter');
      const shown = filter === 'all' || (filter === 'answered' && kavita.answeredAt);
      return {
        body: {
          messages: shown ? [kavita] : [],
          total: shown ? 1 : 0,
          unread: kavita.readAt ? 0 : 1,
          page: 1,
          pageSize: 20,
        },
      };
    });
    renderAt(<ContentInboxPage />, '/staff/content/inbox');
    const user = userEvent.setup();
    // An admin reaches the inbox from the Content section's tabs.
    const tabs = await screen.findByRole('navigation', { name: 'Content' });
    expect(within(tabs).getByRole('link', { name: 'Inbox' })).toHaveAttribute(
      'href',
      '/staff/content/inbox',
    );
    await user.click(
      await screen.findByRole('button', { name: /^Kavita Sahu · .* · No branch · Unread$/ }),
    );
    expect(screen.getByText('Can I take a car to Mainpat for two days?')).toBeVisible();
    await user.type(
      screen.getByLabelText('Note for Kavita Sahu (optional)'),
      'Called back: yes, with outstation deposit.',
    );
    await user.click(screen.getByRole('button', { name: 'Mark answered' }));
    expect(
      await screen.findByRole('button', { name: /^Kavita Sahu · .* · Answered$/ }),
    ).toBeVisible();
    expect(sentBody(fetchMock, '/api/console/content/messages/12/answer')).toEqual({
      note: 'Called back: yes, with outstation deposit.',
    });
    expect(requestedPaths(fetchMock)).toContain('/api/console/content/messages/12/open');

    await user.selectOptions(screen.getByLabelText('Show messages'), 'answered');
    expect(requestedPaths(fetchMock)).toContain(
      '/api/console/content/messages?filter=answered&page=1',
    );
    expect(await screen.findByRole('button', { name: /^Kavita Sahu · / })).toBeVisible();
  });
});
