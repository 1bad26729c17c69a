import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionError } from '../../../components/action-error';
import { INBOX_FILTERS, REPLY_MAX, type ContactMessage } from '../../../../shared/console-content';
import { PageLoader } from '../../../components/spinner';
import { TextField } from '../../../components/text-field';
import { useFormat } from '../../../lib/use-format';
import { PageButtons } from '../shared/page-buttons';
import { usePageTitle } from '../../../lib/use-page-title';
import { useInbox, useMessageAction, useReplyToMessage } from './console-content-api';
import { useConsoleMe } from '../shared/console-session-api';
import { BranchFilter } from '../shared/branch-picker';
import { ContentTabs } from './content-tabs';
import { SelectField } from '../shared/select-field';
import { LoadError } from '../shared/load-error';

const stateOf = (m: ContactMessage) => (m.answeredAt ? 'answered' : m.readAt ? 'read' : 'unread');

/**
 * /staff/content/inbox: contact messages, unread first. Branch staff see the messages routed to
 * their branch; an admin sees all and may pick a branch. Open one to read it, reply by e-mail
 * (kept in its thread) or mark it answered.
 */
export function ContentInboxPage() {
  const { t } = useTranslation();
  usePageTitle(t('console.content.inbox.title'));
  const me = useConsoleMe(true);
  const isAdmin = me.data?.staffRole === 'admin';
  const [filter, setFilter] = useState('all');
  const [branchId, setBranchId] = useState('');
  const [page, setPage] = useState(1);
  const inbox = useInbox(filter, page, branchId);
  const pages = inbox.data ? Math.max(1, Math.ceil(inbox.data.total / inbox.data.pageSize)) : 1;
  return (
    <section className="max-w-4xl">
      {isAdmin ? (
        <>
          <h1 className="mb-4 text-2xl font-bold text-slate-900">{t('console.content.heading')}</h1>
          <ContentTabs />
        </>
      ) : (
        <h1 className="mb-4 text-2xl font-bold text-slate-900">
          {me.data?.branchName
            ? t('console.content.inbox.titleOfBranch', { branch: me.data.branchName })
            : t('console.content.inbox.title')}
        </h1>
      )}
      <div className="flex flex-wrap gap-4">
        <SelectField
          label={t('console.content.inbox.show')}
          value={filter}
          onChange={(e) => (setFilter(e.target.value), setPage(1))}
        >
          {INBOX_FILTERS.map((f) => (
            <option key={f} value={f}>
              {t(`console.content.inbox.filters.${f}`)}
            </option>
          ))}
        </SelectField>
        {isAdmin && (
          <BranchFilter
            label={t('console.content.inbox.branch')}
            everyBranch={t('console.content.inbox.everyBranch')}
            value={branchId}
            onChange={(id) => (setBranchId(id), setPage(1))}
          />
        )}
      </div>
      {inbox.isPending ? (
        <PageLoader label={t('console.content.inbox.loading')} />
      ) : inbox.isError ? (
        <LoadError error={inbox.error} onRetry={() => void inbox.refetch()} />
      ) : (
        <>
          <p className="mt-3 text-sm text-slate-700">
            {t('console.content.inbox.unread', { n: inbox.data.unread })}
          </p>
          {inbox.data.messages.length === 0 && (
            <p className="mt-3 text-slate-700">{t('console.content.inbox.none')}</p>
          )}
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
  const { t } = useTranslation();
  const { dayTime } = useFormat();
  const when = (iso: string) => dayTime(new Date(iso));
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
        {t('console.content.inbox.summary', {
          name: m.name,
          when: when(m.createdAt),
          branch: m.branchName ?? t('console.content.inbox.noBranch'),
          state: t(`console.content.inbox.states.${stateOf(m)}`),
        })}
        {m.replies.length > 0 &&
          ` · ${t(
            m.replies.length === 1
              ? 'console.content.inbox.repliesOne'
              : 'console.content.inbox.repliesOther',
            { n: m.replies.length },
          )}`}
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
          <ol
            aria-label={t('console.content.inbox.conversation', { name: m.name })}
            className="space-y-2"
          >
            <li className="rounded-xl bg-slate-50 p-3">
              <p className="font-semibold">
                {t('console.content.inbox.from', { name: m.name, when: when(m.createdAt) })}
              </p>
              <p className="whitespace-pre-line">
                {m.message ?? t('console.content.inbox.noMessage')}
              </p>
            </li>
            {m.replies.map((r) => (
              <li key={r.id} className="ml-6 rounded-xl bg-brand-50 p-3">
                <p className="font-semibold">
                  {t('console.content.inbox.replyBy', { name: r.sentByName, when: when(r.sentAt) })}
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
              label={t('console.content.inbox.note', { name: m.name })}
              value={note}
              onChange={(e) => setNote(e.target.value)}
            />
            <button type="submit" className="btn btn-outline" disabled={action.isPending}>
              {action.isPending
                ? t('console.content.inbox.saving')
                : m.answeredAt
                  ? t('console.content.inbox.updateNote')
                  : t('console.content.inbox.markAnswered')}
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
  const { t } = useTranslation();
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
        {t('console.content.inbox.replyLabel', { name: m.name })}
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
          {t('console.content.inbox.writeReply')}
        </p>
      )}
      <button type="submit" className="btn btn-primary" disabled={reply.isPending}>
        {reply.isPending ? t('console.content.inbox.sending') : t('console.content.inbox.send')}
      </button>
      {sent && (
        <p role="status" className="text-green-800">
          {t('console.content.inbox.sent', { email: m.email })}
        </p>
      )}
      <ActionError error={reply.error} />
    </form>
  );
}
