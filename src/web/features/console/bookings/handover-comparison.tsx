import type { Handover } from '../../../../shared/console-bookings';
import { CHECKLIST_ITEMS, type ChecklistItem, areaOf } from '../../../../shared/handover-sheet';
import { formatIstDayTime } from '../../../../shared/ist-format';
import { CarOutline } from './car-outline';
import { HandoverPhotoList } from './handover-photo-list';

const fuel = (eighths: number) => (eighths === 0 ? 'Empty' : `${eighths}/8`);
const yesNo = (v: boolean | undefined) => (v === undefined ? '—' : v ? 'Yes' : 'No');

interface Row {
  label: string;
  pickup: string;
  back?: string;
}

function rowsOf(pickup: Handover, back: Handover | undefined): Row[] {
  const item = (h: Handover | undefined, k: ChecklistItem) =>
    h ? yesNo(h.checklist?.[k]) : undefined;
  return [
    {
      label: 'Recorded',
      pickup: `${formatIstDayTime(new Date(pickup.recordedAt))} by ${pickup.recordedByName}`,
      back: back && `${formatIstDayTime(new Date(back.recordedAt))} by ${back.recordedByName}`,
    },
    { label: 'Odometer', pickup: `${pickup.odometerKm} km`, back: back && `${back.odometerKm} km` },
    { label: 'Fuel', pickup: fuel(pickup.fuelEighths), back: back && fuel(back.fuelEighths) },
    ...(Object.keys(CHECKLIST_ITEMS) as ChecklistItem[]).map((k) => ({
      label: CHECKLIST_ITEMS[k],
      pickup: yesNo(pickup.checklist?.[k]),
      back: item(back, k),
    })),
    {
      label: 'Accessories',
      pickup: pickup.checklist?.accessories || '—',
      back: back && (back.checklist?.accessories || '—'),
    },
    {
      label: 'Customer’s signature',
      pickup: pickup.signed ? 'Signed' : 'Not signed',
      back: back && (back.signed ? 'Signed' : 'Not signed'),
    },
    {
      label: 'Damage marks',
      pickup: String(pickup.damageMarks.length),
      back: back && String(back.damageMarks.length),
    },
  ];
}

function Photos({ h }: { h: Handover }) {
  if (h.photos.length === 0) return <p className="text-sm text-slate-700">No photos.</p>;
  return <HandoverPhotoList handover={h} thumbnailClassName="h-20 w-28" />;
}

/**
 * The pickup and the return side by side (decision 0030): readings, checklist, signature,
 * photos and the marks on two outlines; a value that changed says so, and new damage is red
 * and listed first. Without `back`, the pickup alone, beside the return being recorded.
 */
export function HandoverComparison({ pickup, back }: { pickup: Handover; back?: Handover }) {
  const rows = rowsOf(pickup, back);
  const fresh = back?.damageMarks ?? [];
  return (
    <section
      aria-labelledby="side-by-side"
      className="space-y-4 rounded-2xl bg-white p-4 shadow-sm"
    >
      <h2 id="side-by-side" className="text-lg font-bold text-slate-900">
        {back ? 'Pickup and return side by side' : 'The car at pickup'}
      </h2>
      {back && (
        <div
          className={`rounded-xl p-3 ${fresh.length ? 'border-2 border-red-700 bg-red-50' : 'bg-green-50'}`}
        >
          <h3 className="font-bold text-slate-900">
            {fresh.length ? `New damage at return: ${fresh.length}` : 'No new damage at return'}
          </h3>
          {fresh.length > 0 && (
            <ul className="mt-1 space-y-1 text-sm text-red-900">
              {fresh.map((m) => (
                <li key={m.number}>
                  <strong>N{m.number}</strong> {areaOf(m.x, m.y)}: {m.note}
                  {m.photoUrl && (
                    <>
                      {' '}
                      <a className="underline" href={m.photoUrl} target="_blank" rel="noreferrer">
                        photo of N{m.number}
                      </a>
                    </>
                  )}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <thead>
            <tr className="border-b border-slate-200">
              <th scope="col" className="py-1 pr-3">
                <span className="sr-only">Reading</span>
              </th>
              <th scope="col" className="py-1 pr-3">
                At pickup
              </th>
              {back && (
                <th scope="col" className="py-1">
                  At return
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => {
              const changed = back && r.back !== r.pickup && r.label !== 'Recorded';
              return (
                <tr key={r.label} className="border-b border-slate-100">
                  <th scope="row" className="py-1 pr-3 font-semibold text-slate-700">
                    {r.label}
                  </th>
                  <td className="py-1 pr-3">{r.pickup}</td>
                  {back && (
                    <td className={`py-1 ${changed ? 'font-bold text-red-800' : ''}`}>
                      {r.back}
                      {changed && ' (changed)'}
                    </td>
                  )}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="space-y-2">
          <h3 className="font-semibold text-slate-900">Marks at pickup</h3>
          <CarOutline
            label={`Damage at pickup: ${pickup.damageMarks.length} marks`}
            marks={pickup.damageMarks.map((m) => ({
              x: m.x,
              y: m.y,
              label: String(m.number),
              tone: 'before',
            }))}
          />
          {pickup.damageMarks.length > 0 ? (
            <ol className="space-y-1 text-sm text-slate-800">
              {pickup.damageMarks.map((m) => (
                <li key={m.number}>
                  {m.number}. {areaOf(m.x, m.y)}: {m.note}
                </li>
              ))}
            </ol>
          ) : (
            <p className="text-sm text-slate-700">No damage marked at pickup.</p>
          )}
          <Photos h={pickup} />
        </div>
        {back && (
          <div className="space-y-2">
            <h3 className="font-semibold text-slate-900">Marks at return (new in red)</h3>
            <CarOutline
              label={`Damage at return: ${pickup.damageMarks.length} from pickup in grey, ${fresh.length} new in red`}
              marks={[
                ...pickup.damageMarks.map((m) => ({
                  x: m.x,
                  y: m.y,
                  label: String(m.number),
                  tone: 'before' as const,
                })),
                ...fresh.map((m) => ({
                  x: m.x,
                  y: m.y,
                  label: `N${m.number}`,
                  tone: 'new' as const,
                })),
              ]}
            />
            <Photos h={back} />
          </div>
        )}
      </div>
    </section>
  );
}
