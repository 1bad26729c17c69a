import { useId, useState } from 'react';
import { ActionError } from '../../../components/action-error';
import { INBOX_FILTERS, REPLY_MAX, type ContactMessage } from '../../../../shared/console-content';
import { PageLoader } from '../../../components/spinner';
import { TextField } from '../../../components/text-field';
import { formatIstDayTime } from '../../../../shared/ist-format';
import { PageButtons } from '../shared/page-buttons';
import { usePageTitle } from '../../../lib/use-page-title';
import { useInbox, useMessageAction, useReplyToMessage } from './console-content-api';
import { useConsoleMe } from '../shared/console-session-api';
import { useConsoleBranches } from '../shared/console-team-api';
import { ContentTabs } from './content-tabs';
import { SelectField } from '../shared/select-field';
import { LoadError } from '../shared/load-error';

const stateOf = (m: ContactMessage) => (m.answeredAt ? 'Answered' : m.readAt ? 'Read' : 'Unread');
const when = (iso: string) => formatIstDayTime(new Date(iso));

/**
 * /staff/content/inbox: contact messages, unread first. Branch staff see the messages routed to
 * their branch; an admin sees all and may pick a branch. Open one to read it, reply by e-mail
 * (kept in its thread) or mark it answered.
 */
export function ContentInboxPage() {
  usePageTitle('Inbox');
  const me = useConsoleMe(true);
  const isAdmin = me.data?.staffRole === 'admin';
  const branches = useConsoleBranches();
  const [filter, setFilter] = useState('all');
  const [branchId, setBranchId] = useState('');
  const [page, setPage] = useState(1);
  const inbox = useInbox(filter, page, branchId);
  const pages = inbox.data ? Math.max(1, Math.ceil(inbox.data.total / inbox.data.pageSize)) : 1;
  return (
    <section className="max-w-4xl">
      {isAdmin ? (
        <>
          <h1 className="mb-4 text-2xl font-bold text-slate-900">Content</h1>
          <ContentTabs />
        </>
      ) : (
        <h1 className="mb-4 text-2xl font-bold text-slate-900">
          Inbox{me.data?.branchName ? `: ${me.data.branchName}` : ''}
        </h1>
      )}
      <div className="flex flex-wrap gap-4">
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
        {isAdmin && (
          <SelectField
            label="Branch"
            value={branchId}
            onChange={(e) => (setBranchId(e.target.value), setPage(1))}
          >
            <option value="">Every branch</option>
            {branches.data?.branches.map((b) => (
              <option key={b.id} value={String(b.id)}>
                {b.name}
              </option>
            ))}
          </SelectField>
        )}
      </div>
      {inbox.isPending ? (
        <PageLoader label="Loading messages…" />
      ) : inbox.isError ? (
        <LoadError error={inbox.error} onRetry={() => void inbox.refetch()} />
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
        {m.name} · {when(m.createdAt)} · {m.branchName ?? 'No branch'} · {stateOf(m)}
        {m.replies.length > 0 &&
          ` · ${m.replies.length} repl${m.replies.length === 1 ? 'y' : 'ies'}`}
      </button>
      {open && (
        <div className="mt-3 space-y-3 text-sm text-slate-800">
          <p>
            <a className="underline" href={`mailto:${m.email}`}>
              {m.email}
            </a>{' '}
            ·{' '}
            <a className="underline" href={`tel:${m.phone}`}>
              {m.phone}
            </a>
          </p>
          <ol aria-label={`Conversation with ${m.name}`} className="space-y-2">
            <li className="rounded-xl bg-slate-50 p-3">
              <p className="font-semibold">
                {m.name}, {when(m.createdAt)}
              </p>
              <p className="whitespace-pre-line">{m.message ?? '(no message)'}</p>
            </li>
            {m.replies.map((r) => (
              <li key={r.id} className="ml-6 rounded-xl bg-brand-50 p-3">
                <p className="font-semibold">
                  Reply by {r.sentByName}, {when(r.sentAt)}
                </p>
                <p className="whitespace-pre-line">{r.body}</p>
              </li>
            ))}
          </ol>
          <ReplyForm message={m} />
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
            <button type="submit" className="btn btn-outline" disabled={action.isPending}>
              {action.isPending ? 'Saving…' : m.answeredAt ? 'Update note' : 'Mark answered'}
            </button>
          </form>
          <ActionError error={action.error} />
        </div>
      )}
    </li>
  );
}

/** The reply mailed to the sender; the server refuses an empty or too long one (400). */
function ReplyForm({ message: m }: { message: ContactMessage }) {
  const reply = useReplyToMessage(m.id);
  const [body, setBody] = useState('');
  const [sent, setSent] = useState(false);
  const [empty, setEmpty] = useState(false);
  const id = useId();
  return (
    <form
      className="space-y-2"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        setSent(false);
        if (!body.trim()) return setEmpty(true);
        setEmpty(false);
        reply.mutate(body.trim(), { onSuccess: () => (setBody(''), setSent(true)) });
      }}
    >
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        Reply to {m.name} by e-mail
      </label>
      <textarea
        id={id}
        className="field"
        rows={4}
        maxLength={REPLY_MAX}
        value={body}
        aria-invalid={empty}
        aria-describedby={empty ? `${id}-error` : undefined}
        onChange={(e) => setBody(e.target.value)}
      />
      {empty && (
        <p id={`${id}-error`} className="text-sm text-red-700">
          Please write the reply.
        </p>
      )}
      <button type="submit" className="btn btn-primary" disabled={reply.isPending}>
        {reply.isPending ? 'Sending…' : 'Send the reply'}
      </button>
      {sent && (
        <p role="status" className="text-green-800">
          The reply was sent to {m.email}.
        </p>
      )}
      <ActionError error={reply.error} />
    </form>
  );
}
