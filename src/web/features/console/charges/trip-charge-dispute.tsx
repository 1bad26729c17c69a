import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DECISION_REASON_MESSAGE,
  type DecideDisputeBody,
  type TripChargeDispute,
} from '../../../../shared/trip-charge-disputes';
import type { TripChargeView } from '../../../../shared/trip-charges';
import { ApiRequestError } from '../../../lib/api-client';
import { useFormat } from '../../../lib/use-format';
import { useMessage } from '../../../lib/use-message';
import { ConfirmDialog } from '../shared/confirm-dialog';
import { useDecideDispute } from './trip-charges-api';

const REASON_MIN = 5;
const REASON_MAX = 500;

type Decision = DecideDisputeBody['decision'];

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap justify-between gap-x-3 border-b border-amber-100 py-1">
      <dt className="text-slate-600">{term}</dt>
      <dd className="text-right font-semibold break-words text-slate-900">{children}</dd>
    </div>
  );
}

/** Where a dispute stands, in a few words: open, or accepted or rejected and when. */
function useStatusText() {
  const { t } = useTranslation();
  const { dateTime } = useFormat();
  return (d: TripChargeDispute) =>
    d.status === 'open'
      ? t('console.tripCharges.dispute.status.open')
      : t(`console.tripCharges.dispute.status.${d.status}`, {
          when: d.decidedAt ? dateTime(new Date(d.decidedAt)) : '',
        });
}

/**
 * The renter's dispute of a charge after the trip (issue 36 item 4): their reason and file,
 * when it was opened, where it stands and the decision's reason. On an open dispute a branch
 * manager or an admin accepts it (the charge reversed with a credit note, what was paid of it
 * refunded) or rejects it, each with a reason and after confirming what it does; counter staff
 * see the dispute only (the server refuses them too).
 */
export function TripChargeDisputeView({
  charge: c,
  dispute: d,
  canDecide,
}: {
  charge: TripChargeView;
  dispute: TripChargeDispute;
  canDecide: boolean;
}) {
  const { t } = useTranslation();
  const { dateTime } = useFormat();
  const message = useMessage();
  const statusText = useStatusText();
  const headingId = useId();
  const [said, setSaid] = useState<string | null>(null);
  return (
    <section
      aria-labelledby={headingId}
      className="space-y-2 rounded-xl border border-amber-200 bg-amber-50/60 p-3 text-sm"
    >
      <h3 id={headingId} className="font-semibold text-slate-900">
        {t('console.tripCharges.dispute.heading', { id: c.id })}
      </h3>
      <dl>
        <Row term={t('console.tripCharges.dispute.statusLabel')}>{statusText(d)}</Row>
        <Row term={t('console.tripCharges.dispute.openedAt')}>{dateTime(new Date(d.openedAt))}</Row>
        {d.creditNoteNumber && (
          <Row term={t('console.tripCharges.dispute.creditNote')}>{d.creditNoteNumber}</Row>
        )}
      </dl>
      <div>
        <p className="font-semibold text-slate-800">
          {t('console.tripCharges.dispute.customerReason')}
        </p>
        <p className="break-words whitespace-pre-line text-slate-900">{d.reason}</p>
      </div>
      {d.fileUrl ? (
        <a
          href={d.fileUrl}
          target="_blank"
          rel="noreferrer"
          className="inline-block py-1 font-semibold text-brand-800 underline"
        >
          {t('console.tripCharges.dispute.file')}
        </a>
      ) : (
        <p className="text-slate-600">{t('console.tripCharges.dispute.noFile')}</p>
      )}
      {d.decisionReason && (
        <div>
          <p className="font-semibold text-slate-800">
            {t('console.tripCharges.dispute.decisionReason')}
          </p>
          <p className="break-words whitespace-pre-line text-slate-900">{d.decisionReason}</p>
        </div>
      )}
      {d.status === 'open' && (
        <p className="text-amber-900">{t('console.tripCharges.dispute.depositWaits')}</p>
      )}
      {said && (
        <p role="status" className="font-semibold text-green-900">
          {message(said)}
        </p>
      )}
      {d.status === 'open' && canDecide && <DecisionForm charge={c} onDecided={setSaid} />}
    </section>
  );
}

/** The reason and the two answers; each asks first, saying what it will do. */
function DecisionForm({
  charge: c,
  onDecided,
}: {
  charge: TripChargeView;
  onDecided: (message: string) => void;
}) {
  const { t } = useTranslation();
  const { rupees } = useFormat();
  const message = useMessage();
  const decide = useDecideDispute(c.id);
  const reasonId = useId();
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [asking, setAsking] = useState<Decision | null>(null);
  const [focusReason, setFocusReason] = useState(false);
  // After the dialog closed and gave focus back to its button: to the reason it refused.
  useEffect(() => {
    if (focusReason) reasonRef.current?.focus();
  }, [focusReason]);

  const ask = (decision: Decision) => {
    setFocusReason(false);
    const length = reason.trim().length;
    if (length < REASON_MIN || length > REASON_MAX) {
      setError(DECISION_REASON_MESSAGE);
      reasonRef.current?.focus();
      return;
    }
    setError(null);
    decide.reset();
    setAsking(decision);
  };

  const confirm = (decision: Decision) =>
    decide.mutate(
      { decision, reason: reason.trim() },
      {
        onSuccess: (decided) => {
          setAsking(null);
          setReason('');
          onDecided(decided.message);
        },
        onError: (failure) => {
          if (!(failure instanceof ApiRequestError) || failure.field !== 'reason') return;
          setAsking(null);
          decide.reset();
          setError(failure.message);
          setFocusReason(true);
        },
      },
    );

  const quoted = reason.trim();
  return (
    <fieldset className="space-y-2">
      <legend className="font-semibold text-slate-900">
        {t('console.tripCharges.dispute.decide')}
      </legend>
      <div>
        <label htmlFor={reasonId} className="block font-semibold text-slate-800">
          {t('console.tripCharges.dispute.reason')}
        </label>
        <textarea
          ref={reasonRef}
          id={reasonId}
          rows={3}
          maxLength={REASON_MAX}
          className="field mt-1"
          value={reason}
          aria-invalid={Boolean(error)}
          aria-describedby={`${reasonId}-note`}
          onChange={(e) => setReason(e.target.value)}
        />
        <p id={`${reasonId}-note`} className={`mt-1 ${error ? 'text-red-700' : 'text-slate-600'}`}>
          {error ? message(error) : t('console.tripCharges.dispute.reasonHint')}
        </p>
      </div>
      <div className="flex flex-wrap gap-3">
        <button type="button" className="btn btn-primary" onClick={() => ask('accept')}>
          {t('console.tripCharges.dispute.accept')}
        </button>
        <button type="button" className="btn btn-outline" onClick={() => ask('reject')}>
          {t('console.tripCharges.dispute.reject')}
        </button>
      </div>
      {asking && (
        <ConfirmDialog
          title={t(`console.tripCharges.dispute.confirm.${asking}.title`, { id: c.id })}
          confirmLabel={t(`console.tripCharges.dispute.confirm.${asking}.confirm`)}
          pendingLabel={t(`console.tripCharges.dispute.confirm.${asking}.pending`)}
          tone={asking === 'accept' ? 'danger' : 'neutral'}
          pending={decide.isPending}
          error={decide.error}
          onConfirm={() => confirm(asking)}
          onClose={() => setAsking(null)}
        >
          <p>
            {t(`console.tripCharges.dispute.confirm.${asking}.body`, {
              total: rupees(c.totalPaise),
              booking: c.bookingId,
            })}
          </p>
          <p className="mt-2 break-words whitespace-pre-line">
            {t('console.tripCharges.dispute.confirm.reason', { reason: quoted })}
          </p>
        </ConfirmDialog>
      )}
    </fieldset>
  );
}
