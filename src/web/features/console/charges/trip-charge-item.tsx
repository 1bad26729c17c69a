import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MANAGER_ROLES } from '../../../../shared/console';
import type { TripChargeView } from '../../../../shared/trip-charges';
import { EvidenceLinks } from '../../../components/evidence-links';
import { useFormat } from '../../../lib/use-format';
import { useMessage } from '../../../lib/use-message';
import { useConsoleMe } from '../shared/console-session-api';
import { TripChargeDisputeView } from './trip-charge-dispute';
import { TripChargeEvidenceUpload } from './trip-charge-evidence-upload';
import { TripChargeWriteOff } from './trip-charge-write-off';

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap justify-between gap-x-3 border-b border-slate-100 py-1">
      <dt className="text-slate-600">{term}</dt>
      <dd className="text-right font-semibold text-slate-900">{children}</dd>
    </div>
  );
}

/**
 * One charge after a trip as staff see it: the car and when, the amount, the handling fee and
 * what the renter is charged, the booking (or the business's own cost), the notice's end, the
 * invoice and the evidence, with a control to add more. A disputed charge shows the dispute,
 * which a manager or an admin decides here (issue 36 item 4); a reversed one is marked so. A
 * manager or an admin writes off the unpaid part of a billed charge not in dispute (item 5).
 */
export function TripChargeItem({ charge: c }: { charge: TripChargeView }) {
  const { t } = useTranslation();
  const { rupees, dateTime } = useFormat();
  const me = useConsoleMe(true);
  const message = useMessage();
  const [said, setSaid] = useState<string | null>(null);
  const canDecide = me.data ? MANAGER_ROLES.includes(me.data.staffRole) : false;
  const reversed = c.status === 'reversed';
  const canWriteOff =
    canDecide && c.status === 'billed' && c.owedPaise > 0 && c.dispute?.status !== 'open';
  const kind = t(`console.tripCharges.kinds.${c.kind}`);
  const when = dateTime(new Date(c.occurredAt));
  const billed = c.bookingId !== null;
  const refKind = c.kind === 'challan' ? 'challan' : 'toll';
  return (
    <li
      aria-label={t('console.tripCharges.list.itemLabel', {
        kind,
        registration: c.registration,
        when,
      })}
      className="space-y-2 rounded-2xl bg-white p-4 shadow-sm"
    >
      <p className="font-semibold text-slate-900">
        {t('console.tripCharges.list.summary', {
          kind,
          car: c.carName,
          registration: c.registration,
        })}
        {reversed && (
          <span className="ml-2 inline-block rounded-full bg-slate-200 px-2 py-0.5 text-sm text-slate-900">
            {t('console.tripCharges.list.reversed')}
          </span>
        )}
        {c.writeOff && (
          <span className="ml-2 inline-block rounded-full bg-slate-200 px-2 py-0.5 text-sm text-slate-900">
            {t('console.tripCharges.list.writtenOff')}
          </span>
        )}
        {c.dispute?.status === 'open' && (
          <span className="ml-2 inline-block rounded-full bg-amber-100 px-2 py-0.5 text-sm text-amber-900">
            {t('console.tripCharges.list.disputed')}
          </span>
        )}
      </p>
      <dl className="text-sm">
        <Row term={t('console.tripCharges.list.when')}>{when}</Row>
        <Row term={t('console.tripCharges.list.amount')}>{rupees(c.amountPaise)}</Row>
        {billed && <Row term={t('console.tripCharges.list.fee')}>{rupees(c.feePaise)}</Row>}
        {billed && <Row term={t('console.tripCharges.list.total')}>{rupees(c.totalPaise)}</Row>}
        {billed && (
          <Row term={t('console.tripCharges.list.status')}>
            {reversed
              ? t('console.tripCharges.list.reversed')
              : c.writeOff
                ? t('console.tripCharges.list.writtenOffStatus', {
                    amount: rupees(c.writeOff.paise),
                    when: dateTime(new Date(c.writeOff.at)),
                  })
                : c.owedPaise > 0
                  ? t('console.tripCharges.list.unpaid', { amount: rupees(c.owedPaise) })
                  : t('console.tripCharges.list.paid')}
          </Row>
        )}
        <Row term={t('console.tripCharges.list.booking')}>
          {c.bookingId === null ? (
            t('console.tripCharges.list.ownCost')
          ) : (
            <Link to={`/staff/bookings/${c.bookingId}`} className="text-brand-800 underline">
              {c.customerName
                ? t('console.tripCharges.list.bookingOf', {
                    id: c.bookingId,
                    name: c.customerName,
                  })
                : t('console.tripCharges.list.bookingLink', { id: c.bookingId })}
            </Link>
          )}
        </Row>
        {c.noticeEndsAt && (
          <Row term={t('console.tripCharges.list.noticeEnds')}>
            {dateTime(new Date(c.noticeEndsAt))}
          </Row>
        )}
        {c.invoiceNumber && (
          <Row term={t('console.tripCharges.list.invoice')}>{c.invoiceNumber}</Row>
        )}
        {c.disputeUntil && !c.dispute && c.status === 'billed' && (
          <Row term={t('console.tripCharges.list.disputeUntil')}>
            {dateTime(new Date(c.disputeUntil))}
          </Row>
        )}
        {c.reference && (
          <Row term={t(`console.tripCharges.form.reference.${refKind}`)}>{c.reference}</Row>
        )}
        {c.place && <Row term={t(`console.tripCharges.form.place.${refKind}`)}>{c.place}</Row>}
        {c.offence && <Row term={t('console.tripCharges.form.offence')}>{c.offence}</Row>}
        {c.writeOff && (
          <Row term={t('console.tripCharges.list.writeOffReason')}>{c.writeOff.reason}</Row>
        )}
      </dl>
      {c.note && <p className="text-sm whitespace-pre-line text-slate-800">{c.note}</p>}
      {c.dispute && <TripChargeDisputeView charge={c} dispute={c.dispute} canDecide={canDecide} />}
      {said && (
        <p role="status" className="text-sm font-semibold text-green-900">
          {message(said)}
        </p>
      )}
      {canWriteOff && <TripChargeWriteOff charge={c} onWrittenOff={setSaid} />}
      <EvidenceLinks
        files={c.evidence}
        listLabel={t('console.tripCharges.evidence.listLabel', { id: c.id })}
        labelOf={(n, isPdf) =>
          t(isPdf ? 'console.tripCharges.evidence.pdf' : 'console.tripCharges.evidence.photo', {
            n,
          })
        }
      />
      <details>
        <summary className="cursor-pointer text-sm font-semibold text-brand-800">
          {t('console.tripCharges.evidence.add')}
        </summary>
        <TripChargeEvidenceUpload
          chargeId={c.id}
          filesSoFar={c.evidence.length}
          label={t('console.tripCharges.evidence.upload', { id: c.id })}
        />
      </details>
    </li>
  );
}
