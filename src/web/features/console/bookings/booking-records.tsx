import type { ConsoleBookingDetail } from '../../../../shared/console-bookings';
import {
  CHECKLIST_ITEMS,
  type ChecklistItem,
  type HandoverChecklist,
} from '../../../../shared/handover-sheet';
import { formatIstDayTime } from '../../../../shared/ist-format';
import { formatRupees } from '../../../../shared/money';
import { HandoverPhotoList } from './handover-photo-list';

const when = (iso: string) => formatIstDayTime(new Date(iso));

/** What was in the car at a handover, item by item. */
function Checklist({ checklist }: { checklist: HandoverChecklist }) {
  return (
    <p className="text-sm text-slate-700">
      In the car:{' '}
      {(Object.keys(CHECKLIST_ITEMS) as ChecklistItem[])
        .map((k) => `${CHECKLIST_ITEMS[k]} ${checklist[k] ? 'yes' : 'no'}`)
        .join(' · ')}
      {checklist.accessories ? ` · Accessories: ${checklist.accessories}` : ''}
    </p>
  );
}

/** Handovers with their photos, extensions, payments and the booking's history. */
export function BookingRecords({ detail }: { detail: ConsoleBookingDetail }) {
  return (
    <div className="space-y-6">
      {detail.handovers.map((h) => (
        <section key={h.stage} className="rounded-2xl bg-white shadow-sm space-y-2 p-4">
          <h2 className="text-lg font-bold text-slate-900">
            {h.stage === 'pickup' ? 'Pickup' : 'Return'}: {h.odometerKm} km, fuel {h.fuelEighths}/8
          </h2>
          <p className="text-sm text-slate-700">
            {when(h.recordedAt)} by {h.recordedByName}
            {h.notes ? ` — ${h.notes}` : ''}
          </p>
          {h.checklist && <Checklist checklist={h.checklist} />}
          {h.earlyReason && (
            <p className="text-sm text-amber-900">Handed over early: {h.earlyReason}</p>
          )}
          {h.photos.length > 0 && <HandoverPhotoList handover={h} thumbnailClassName="h-24 w-32" />}
        </section>
      ))}
      <Listing title="Extensions" empty="No extensions.">
        {detail.extensions.map((e) => (
          <li key={e.id}>
            #{e.id} {e.status}: {when(e.pickupAt)} – {when(e.dropAt)}, {formatRupees(e.rentPaise)}
          </li>
        ))}
      </Listing>
      <Listing title="Payments and refunds" empty="No payments.">
        {detail.payments.map((p) => (
          <li key={p.id}>
            {p.kind} {formatRupees(p.amountPaise)} by {p.method}: {p.status}
            {p.reference ? ` (${p.reference})` : ''}, {when(p.createdAt)}
          </li>
        ))}
      </Listing>
      <Listing title="History" empty="No console changes yet.">
        {detail.history.map((h) => (
          <li key={h.id}>
            {when(h.createdAt)}: {h.action} by {h.actorName}
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
