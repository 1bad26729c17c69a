import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TripChargeDispute } from '../../../../shared/trip-charge-disputes';
import type { CustomerTripCharge } from '../../../../shared/trip-charges';
import { EvidenceLinks } from '../../../components/evidence-links';
import { useFormat } from '../../../lib/use-format';
import { TripChargeDisputeForm } from './trip-charge-dispute-form';

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap justify-between gap-x-3 py-0.5">
      <dt className="text-slate-600">{term}</dt>
      <dd className="text-right font-semibold break-words text-slate-900">{children}</dd>
    </div>
  );
}

/**
 * Whether the renter may still dispute the charge: billed to them (not written off), not
 * disputed yet, and within its window.
 */
export function canDispute(c: CustomerTripCharge, now = Date.now()): boolean {
  return (
    c.status === 'billed' &&
    c.dispute === null &&
    c.disputeUntil !== null &&
    now < Date.parse(c.disputeUntil)
  );
}

/** Where the renter's dispute stands: waiting for the branch, accepted or rejected. */
function DisputeState({ dispute: d }: { dispute: TripChargeDispute }) {
  const { t } = useTranslation();
  const { dateTime } = useFormat();
  const tone =
    d.status === 'open'
      ? 'border-amber-200 bg-amber-50 text-amber-950'
      : d.status === 'accepted'
        ? 'border-green-200 bg-green-50 text-green-950'
        : 'border-slate-200 bg-slate-50 text-slate-900';
  return (
    <div className={`mt-2 space-y-1 rounded-xl border p-3 ${tone}`}>
      <p className="font-semibold">
        {d.status === 'open'
          ? t('account.tripCharges.dispute.waiting', { when: dateTime(new Date(d.openedAt)) })
          : d.status === 'accepted'
            ? d.creditNoteNumber
              ? t('account.tripCharges.dispute.accepted', { number: d.creditNoteNumber })
              : t('account.tripCharges.dispute.acceptedNoNote')
            : t('account.tripCharges.dispute.rejected', { reason: d.decisionReason ?? '' })}
      </p>
      {d.status === 'open' && <p>{t('account.tripCharges.dispute.depositWaits')}</p>}
      {d.status === 'accepted' && d.decisionReason && (
        <p className="break-words whitespace-pre-line">
          {t('account.tripCharges.dispute.branchReason', { reason: d.decisionReason })}
        </p>
      )}
      <p className="break-words whitespace-pre-line">
        {t('account.tripCharges.dispute.yourReason', { reason: d.reason })}
      </p>
      {d.fileUrl && (
        <a
          href={d.fileUrl}
          target="_blank"
          rel="noreferrer"
          className="inline-block py-1 font-semibold text-brand-800 underline"
        >
          {t('account.tripCharges.dispute.yourFile')}
        </a>
      )}
    </div>
  );
}

/**
 * One charge after the trip as the customer sees it: what and when (IST), where, the challan's
 * number and offence or the toll's id, the amount, the branch's handling fee and the total, the
 * invoice, until when it can be paid before the deposit pays it, and the evidence. Below, the
 * dispute (issue 36 item 4): where it stands, or until when the charge can be disputed and the
 * button that opens the form; a charge whose dispute was accepted is taken back, not owed.
 */
export function TripChargeCard({
  bookingId,
  charge: c,
}: {
  bookingId: number;
  charge: CustomerTripCharge;
}) {
  const { t } = useTranslation();
  const { rupees, dateTime } = useFormat();
  const [disputing, setDisputing] = useState(false);
  const [sent, setSent] = useState(false);
  const [focusOn, setFocusOn] = useState<'button' | 'sent' | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const sentRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (focusOn === 'button') buttonRef.current?.focus();
    if (focusOn === 'sent') sentRef.current?.focus();
  }, [focusOn]);

  const kind = t(`account.tripCharges.kinds.${c.kind}`);
  const when = dateTime(new Date(c.occurredAt));
  const reversed = c.dispute?.status === 'accepted';
  const writtenOff = c.status === 'written_off';
  const open = canDispute(c);
  const until = c.disputeUntil && dateTime(new Date(c.disputeUntil));
  return (
    <li
      aria-label={t('account.tripCharges.itemLabel', { kind, when })}
      className="rounded-xl border border-slate-200 p-3"
    >
      <p className="font-semibold text-slate-900">
        {kind}
        {reversed && (
          <span className="ml-2 rounded-full bg-green-100 px-2 py-0.5 text-sm text-green-900">
            {t('account.tripCharges.reversed')}
          </span>
        )}
      </p>
      <dl className="mt-1">
        <Row term={t('account.tripCharges.when')}>{when}</Row>
        {c.place && <Row term={t('account.tripCharges.place')}>{c.place}</Row>}
        {c.reference && (
          <Row
            term={
              c.kind === 'challan'
                ? t('account.tripCharges.challanNumber')
                : t('account.tripCharges.tollReference')
            }
          >
            {c.reference}
          </Row>
        )}
        {c.offence && <Row term={t('account.tripCharges.offence')}>{c.offence}</Row>}
        <Row term={t('account.tripCharges.amount')}>{rupees(c.amountPaise)}</Row>
        <Row term={t('account.tripCharges.fee')}>{rupees(c.feePaise)}</Row>
        <Row term={t('account.tripCharges.total')}>{rupees(c.totalPaise)}</Row>
        <Row term={t('account.tripCharges.status')}>
          {reversed
            ? t('account.tripCharges.reversed')
            : writtenOff
              ? t('account.tripCharges.writtenOff')
              : c.owedPaise > 0
                ? t('account.tripCharges.unpaid', { amount: rupees(c.owedPaise) })
                : t('account.tripCharges.paid')}
        </Row>
        {c.invoiceNumber && <Row term={t('account.tripCharges.invoice')}>{c.invoiceNumber}</Row>}
        {c.noticeEndsAt && !reversed && !writtenOff && (
          <Row term={t('account.tripCharges.noticeEnds')}>{dateTime(new Date(c.noticeEndsAt))}</Row>
        )}
      </dl>
      {c.note && <p className="mt-1 whitespace-pre-line text-slate-700">{c.note}</p>}
      <EvidenceLinks
        files={c.evidence}
        listLabel={t('account.tripCharges.evidence', { kind })}
        labelOf={(n, isPdf) =>
          t(isPdf ? 'account.tripCharges.pdf' : 'account.tripCharges.photo', { n })
        }
      />
      {sent && (
        <p ref={sentRef} tabIndex={-1} role="status" className="mt-2 font-semibold text-green-900">
          {t('account.tripCharges.dispute.sent')}
        </p>
      )}
      {c.dispute && <DisputeState dispute={c.dispute} />}
      {open && !disputing && (
        <div className="mt-2 space-y-2">
          <p className="text-slate-700">{t('account.tripCharges.dispute.until', { until })}</p>
          <button
            ref={buttonRef}
            type="button"
            className="btn btn-outline w-full sm:w-auto"
            onClick={() => {
              setFocusOn(null);
              setDisputing(true);
            }}
          >
            {t('account.tripCharges.dispute.open')}
          </button>
        </div>
      )}
      {open && disputing && (
        <TripChargeDisputeForm
          bookingId={bookingId}
          chargeId={c.id}
          title={t('account.tripCharges.dispute.formTitle', { kind, when })}
          onSent={() => {
            setDisputing(false);
            setSent(true);
            setFocusOn('sent');
          }}
          onCancel={() => {
            setDisputing(false);
            setFocusOn('button');
          }}
        />
      )}
      {!open && c.dispute === null && !writtenOff && until && (
        <p className="mt-2 text-slate-600">{t('account.tripCharges.dispute.closed', { until })}</p>
      )}
    </li>
  );
}
