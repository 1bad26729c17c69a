import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CustomerTripCharge } from '../../../../shared/trip-charges';
import { EvidenceLinks } from '../../../components/evidence-links';
import { useFormat } from '../../../lib/use-format';

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap justify-between gap-x-3 py-0.5">
      <dt className="text-slate-600">{term}</dt>
      <dd className="text-right font-semibold break-words text-slate-900">{children}</dd>
    </div>
  );
}

/**
 * One charge after the trip as the customer sees it: what and when (IST), where, the challan's
 * number and offence or the toll's id, the amount, the branch's handling fee and the total, the
 * invoice, until when it can be paid before the deposit pays it, and the evidence.
 */
export function TripChargeCard({ charge: c }: { charge: CustomerTripCharge }) {
  const { t } = useTranslation();
  const { rupees, dateTime } = useFormat();
  const kind = t(`account.tripCharges.kinds.${c.kind}`);
  const when = dateTime(new Date(c.occurredAt));
  return (
    <li
      aria-label={t('account.tripCharges.itemLabel', { kind, when })}
      className="rounded-xl border border-slate-200 p-3"
    >
      <p className="font-semibold text-slate-900">{kind}</p>
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
        {c.invoiceNumber && <Row term={t('account.tripCharges.invoice')}>{c.invoiceNumber}</Row>}
        {c.noticeEndsAt && (
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
    </li>
  );
}
