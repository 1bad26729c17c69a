import { useState } from 'react';
import { ActionError } from '../../../components/action-error';
import { INBOX_FILTERS, type ContactMessage } from '../../../../shared/console-content';
import { ErrorAlert } from '../../../components/error-alert';
import { PageLoader } from '../../../components/spinner';
import { TextField } from '../../../components/text-field';
import { formatIstDayTime } from '../../../../shared/ist-format';
import { PageButtons } from '../components/page-buttons';
import { usePageTitle } from '../../../lib/use-page-title';
import { useInbox, useMessageAction } from '../api/console-content-api';
import { ContentTabs } from '../components/content-tabs';
import { SelectField } from '../components/select-field';

const stateOf = (m: ContactMessage) => (m.answeredAt ? 'Answered' : m.readAt ? 'Read' : 'Unread');

/** /staff/content/inbox: contact messages, unread first; open one to read it, mark answered. */
export function ContentInboxPage() {
  usePageTitle('Inbox');
  const [filter, setFilter] = useState('all');
  const [page, setPage] = useState(1);
  const inbox = useInbox(filter, page);
  const pages = inbox.data ? Math.max(1, Math.ceil(inbox.data.total / inbox.data.pageSize)) : 1;
  return (
    <section className="max-w-4xl">
      <h1 className="mb-4 text-2xl font-bold text-slate-900">Content</h1>
      <ContentTabs />
      <SelectField
        label="Show messages"
        value={filter}
        onChange={(e) => (setFilter(e.target.value), setPage(1))}
      >
        {INBOX_FILTERS.map((f) => (
          <option key={f} value={f}>
            {f.charAt(0).toUpperCase() + f.slice(1)}
          </option>
        ))}
      </SelectField>
      {inbox.isPending ? (
        <PageLoader label="Loading messages…" />
      ) : inbox.isError ? (
        <ErrorAlert message={inbox.error.message} onRetry={() => void inbox.refetch()} />
      ) : (
        <>
          <p className="mt-3 text-sm text-slate-700">{inbox.data.unread} unread</p>
          {inbox.data.messages.length === 0 && <p className="mt-3 text-slate-700">No messages.</p>}
          <ul className="mt-3 space-y-3">
            {inbox.data.messages.map((m) => (
              <MessageItem key={m.id} message={m} />
            ))}
          </ul>
          <PageButtons page={page} pages={pages} onPage={setPage} />
        </>
      )}
    </section>
  );
}

function MessageItem({ message: m }: { message: ContactMessage }) {
  const action = useMessageAction();
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState(m.answerNote ?? '');
  return (
    <li className="rounded-2xl bg-white p-4 shadow-sm">
      <button
        type="button"
        aria-expanded={open}
        className={`text-left ${m.readAt ? '' : 'font-bold'} text-brand-800 underline`}
        onClick={() => {
          setOpen(!open);
          if (!m.readAt) action.mutate({ id: m.id, action: 'open' });
        }}
      >
        {m.name} · {formatIstDayTime(new Date(m.createdAt))} · {stateOf(m)}
      </button>
      {open && (
        <div className="mt-3 space-y-2 text-sm text-slate-800">
          <p>
            <a className="underline" href={`mailto:${m.email}`}>
              {m.email}
            </a>{' '}
            ·{' '}
            <a className="underline" href={`tel:${m.phone}`}>
              {m.phone}
            </a>
          </p>
          <p className="whitespace-pre-line">{m.message ?? '(no message)'}</p>
          <form
            className="space-y-2"
            onSubmit={(e) => {
              e.preventDefault();
              action.mutate({ id: m.id, action: 'answer', note });
            }}
          >
            <TextField
              label={`Note for ${m.name} (optional)`}
              value={note}
              onChange={(e) => setNote(e.target.value)}
            />
            <button type="submit" className="btn btn-primary" disabled={action.isPending}>
              {m.answeredAt ? 'Update note' : 'Mark answered'}
            </button>
          </form>
          <ActionError error={action.error} />
        </div>
      )}
    </li>
  );
}
