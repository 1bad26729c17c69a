import { useTranslation } from 'react-i18next';
import type { ConsoleBookingDetail } from '../../../../shared/console-bookings';
import {
  CHECKLIST_ITEMS,
  type ChecklistItem,
  type HandoverChecklist,
} from '../../../../shared/handover-sheet';
import { useFormat } from '../../../lib/use-format';
import { useRecordLabels } from '../shared/record-labels';
import { HandoverPhotoList } from './handover-photo-list';

/** What was in the car at a handover, item by item. */
function Checklist({ checklist }: { checklist: HandoverChecklist }) {
  const { t } = useTranslation();
  const items = (Object.keys(CHECKLIST_ITEMS) as ChecklistItem[])
    .map(
      (k) =>
        `${t(`console.handover.checklist.${k}`)} ${checklist[k] ? t('console.bookings.records.yes') : t('console.bookings.records.no')}`,
    )
    .join(' · ');
  return (
    <p className="text-sm text-slate-700">
      {t('console.bookings.records.inTheCar', { items })}
      {checklist.accessories
        ? ` · ${t('console.bookings.records.accessories', { accessories: checklist.accessories })}`
        : ''}
    </p>
  );
}

/** Handovers with their photos, extensions, payments and the booking's history. */
export function BookingRecords({ detail }: { detail: ConsoleBookingDetail }) {
  const { t } = useTranslation();
  const { rupees, dayTime } = useFormat();
  const when = (iso: string) => dayTime(new Date(iso));
  const labels = useRecordLabels();
  const status = labels.bookingStatus;
  return (
    <div className="space-y-6">
      {detail.handovers.map((h) => (
        <section key={h.stage} className="rounded-2xl bg-white shadow-sm space-y-2 p-4">
          <h2 className="text-lg font-bold text-slate-900">
            {t('console.bookings.records.heading', {
              stage:
                h.stage === 'pickup'
                  ? t('console.bookings.records.pickup')
                  : t('console.bookings.records.return'),
              km: h.odometerKm,
              fuel: h.fuelEighths,
            })}
          </h2>
          <p className="text-sm text-slate-700">
            {t('console.bookings.records.recordedBy', {
              when: when(h.recordedAt),
              name: h.recordedByName,
            })}
            {h.notes ? ` — ${h.notes}` : ''}
          </p>
          {h.checklist && <Checklist checklist={h.checklist} />}
          {h.earlyReason && (
            <p className="text-sm text-amber-900">
              {t('console.bookings.records.early', { reason: h.earlyReason })}
            </p>
          )}
          {h.photos.length > 0 && <HandoverPhotoList handover={h} thumbnailClassName="h-24 w-32" />}
        </section>
      ))}
      <Listing
        title={t('console.bookings.records.extensions')}
        empty={t('console.bookings.records.noExtensions')}
      >
        {detail.extensions.map((e) => (
          <li key={e.id}>
            #{e.id} {status(e.status)}: {when(e.pickupAt)} – {when(e.dropAt)}, {rupees(e.rentPaise)}
          </li>
        ))}
      </Listing>
      <Listing
        title={t('console.bookings.records.payments')}
        empty={t('console.bookings.records.noPayments')}
      >
        {detail.payments.map((p) => (
          <li key={p.id}>
            {t(
              p.reference
                ? 'console.bookings.records.paymentWithReference'
                : 'console.bookings.records.payment',
              {
                kind: labels.paymentKind(p.kind),
                amount: rupees(p.amountPaise),
                method: labels.paymentMethod(p.method),
                status: labels.paymentStatus(p.status),
                reference: p.reference,
                when: when(p.createdAt),
              },
            )}
          </li>
        ))}
      </Listing>
      <Listing
        title={t('console.bookings.records.history')}
        empty={t('console.bookings.records.noHistory')}
      >
        {detail.history.map((h) => (
          // The action is the audit log's own code (as the audit page shows it).
          <li key={h.id}>
            {t('console.bookings.records.historyEntry', {
              when: when(h.createdAt),
              action: h.action,
              name: h.actorName,
            })}
          </li>
        ))}
      </Listing>
    </div>
  );
}

function Listing({
  title,
  empty,
  children,
}: {
  title: string;
  empty: string;
  children: React.ReactNode[];
}) {
  return (
    <section>
      <h2 className="mb-2 text-lg font-bold text-slate-900">{title}</h2>
      {children.length === 0 ? (
        <p className="text-sm text-slate-700">{empty}</p>
      ) : (
        <ul className="space-y-1 text-sm text-slate-800">{children}</ul>
      )}
    </section>
  );
}
