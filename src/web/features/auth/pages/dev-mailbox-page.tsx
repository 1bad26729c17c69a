import { Fragment } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ErrorAlert } from '../../../components/error-alert';
import { PageLoader } from '../../../components/spinner';
import { apiGet, errorMessage } from '../../../lib/api-client';
import { usePageTitle } from '../../../lib/use-page-title';

interface OutboxMessage {
  id: number;
  channel: 'email' | 'sms' | 'whatsapp';
  recipient: string;
  subject: string | null;
  text: string;
  createdAt: string;
  attachments: { filename: string; contentType: string; sizeBytes: number }[];
}

/** Text with every http(s) link made clickable (same site links only open here). */
function Linked({ text }: { text: string }) {
  const parts = text.split(/(https?:\/\/[^\s<>"]+)/g);
  return (
    <>
      {parts.map((part, i) =>
        /^https?:\/\//.test(part) ? (
          <a key={i} href={part} className="break-all font-semibold text-brand-800 underline">
            {part}
          </a>
        ) : (
          <Fragment key={i}>{part}</Fragment>
        ),
      )}
    </>
  );
}

const CHANNEL_NAMES = { email: 'E-mail', sms: 'SMS', whatsapp: 'WhatsApp' } as const;

/** Development only: mail, SMS and WhatsApp messages kept in the outbox, newest first. */
export function DevMailboxPage() {
  usePageTitle('Dev mailbox');
  const outbox = useQuery({
    queryKey: ['dev', 'outbox'],
    queryFn: ({ signal }) => apiGet<{ messages: OutboxMessage[] }>('/api/dev/outbox', { signal }),
    refetchInterval: 3000,
    staleTime: 0,
  });
  return (
    <div className="mx-auto max-w-4xl px-4 py-8">
      <h1 className="text-2xl font-bold text-slate-900">Dev mailbox</h1>
      <p className="mt-1 text-sm text-slate-600">
        Mail, SMS and WhatsApp messages kept when no SMTP server, SMS gateway or WhatsApp provider
        is configured.
      </p>
      {outbox.isPending ? (
        <PageLoader />
      ) : outbox.isError ? (
        <ErrorAlert className="mt-6" message={errorMessage(outbox.error)} />
      ) : outbox.data.messages.length === 0 ? (
        <p className="mt-6 text-slate-700">The outbox is empty.</p>
      ) : (
        <ul className="mt-6 space-y-4">
          {outbox.data.messages.map((m) => (
            <li key={m.id} className="rounded-2xl border border-slate-200 bg-white p-4">
              <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
                {CHANNEL_NAMES[m.channel]} to {m.recipient} ·{' '}
                {new Date(m.createdAt).toLocaleString('en-IN')}
              </p>
              {m.subject && <h2 className="mt-1 font-semibold text-slate-900">{m.subject}</h2>}
              <p className="mt-2 text-sm whitespace-pre-wrap text-slate-800">
                <Linked text={m.text} />
              </p>
              {m.attachments.length > 0 && (
                <ul aria-label="Attachments" className="mt-3 flex flex-wrap gap-2">
                  {m.attachments.map((a, i) => (
                    <li key={i}>
                      <a
                        href={`/api/dev/outbox/${m.id}/attachments/${i}`}
                        download={a.filename}
                        className="inline-block rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-800 underline"
                      >
                        {a.filename} ({Math.max(1, Math.round(a.sizeBytes / 1024))} kB)
                      </a>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
