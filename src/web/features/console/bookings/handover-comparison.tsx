import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { Handover } from '../../../../shared/console-bookings';
import { CHECKLIST_ITEMS, type ChecklistItem, areaKeyOf } from '../../../../shared/handover-sheet';
import { useFormat } from '../../../lib/use-format';
import { CarOutline } from './car-outline';
import { HandoverPhotoList } from './handover-photo-list';

interface Row {
  /** Which reading: "recorded" (who and when) is not compared. */
  key: string;
  label: string;
  pickup: string;
  back?: string;
  /** Set where "changed" is not simply a different value (the marks: return counts new ones). */
  flagged?: boolean;
}

function rowsOf(
  t: TFunction,
  dayTime: (instant: Date) => string,
  pickup: Handover,
  back: Handover | undefined,
): Row[] {
  const fuel = (eighths: number) =>
    eighths === 0
      ? t('console.handover.fuel.empty')
      : t('console.handover.fuel.eighths', { eighths });
  const yesNo = (v: boolean | undefined) =>
    v === undefined
      ? '—'
      : v
        ? t('console.handover.comparison.yes')
        : t('console.handover.comparison.no');
  const item = (h: Handover | undefined, k: ChecklistItem) =>
    h ? yesNo(h.checklist?.[k]) : undefined;
  const recorded = (h: Handover) =>
    t('console.handover.comparison.recordedBy', {
      when: dayTime(new Date(h.recordedAt)),
      name: h.recordedByName,
    });
  const km = (h: Handover) => t('console.handover.comparison.km', { km: h.odometerKm });
  const signed = (h: Handover) =>
    h.signed ? t('console.handover.comparison.signed') : t('console.handover.comparison.notSigned');
  return [
    {
      key: 'recorded',
      label: t('console.handover.comparison.recorded'),
      pickup: recorded(pickup),
      back: back && recorded(back),
    },
    {
      key: 'odometer',
      label: t('console.handover.comparison.odometer'),
      pickup: km(pickup),
      back: back && km(back),
    },
    {
      key: 'fuel',
      label: t('console.handover.comparison.fuel'),
      pickup: fuel(pickup.fuelEighths),
      back: back && fuel(back.fuelEighths),
    },
    ...(Object.keys(CHECKLIST_ITEMS) as ChecklistItem[]).map((k) => ({
      key: k,
      label: t(`console.handover.checklist.${k}`),
      pickup: yesNo(pickup.checklist?.[k]),
      back: item(back, k),
    })),
    {
      key: 'accessories',
      label: t('console.handover.comparison.accessories'),
      pickup: pickup.checklist?.accessories || '—',
      back: back && (back.checklist?.accessories || '—'),
    },
    {
      key: 'signature',
      label: t('console.handover.comparison.signature'),
      pickup: signed(pickup),
      back: back && signed(back),
    },
    {
      // The return's marks are only the new damage: "2 → 1" would read as damage gone.
      key: 'damageMarks',
      label: t('console.handover.comparison.damageMarks'),
      pickup: String(pickup.damageMarks.length),
      back:
        back &&
        t('console.handover.comparison.damageAtReturn', {
          fresh: back.damageMarks.length,
          total: pickup.damageMarks.length + back.damageMarks.length,
        }),
      flagged: back ? back.damageMarks.length > 0 : undefined,
    },
  ];
}

function Photos({ h }: { h: Handover }) {
  const { t } = useTranslation();
  if (h.photos.length === 0) {
    return <p className="text-sm text-slate-700">{t('console.handover.comparison.noPhotos')}</p>;
  }
  return <HandoverPhotoList handover={h} thumbnailClassName="h-20 w-28" />;
}

/**
 * The pickup and the return side by side (decision 0030): readings, checklist, signature,
 * photos and the marks on two outlines; a value that changed says so, and new damage is red
 * and listed first. Without `back`, the pickup alone, beside the return being recorded.
 */
export function HandoverComparison({ pickup, back }: { pickup: Handover; back?: Handover }) {
  const { t } = useTranslation();
  const format = useFormat();
  const rows = rowsOf(t, format.dayTime, pickup, back);
  const area = (m: { x: number; y: number }) => t(`console.handover.areas.${areaKeyOf(m.x, m.y)}`);
  const fresh = back?.damageMarks ?? [];
  return (
    <section
      aria-labelledby="side-by-side"
      className="space-y-4 rounded-2xl bg-white p-4 shadow-sm"
    >
      <h2 id="side-by-side" className="text-lg font-bold text-slate-900">
        {back
          ? t('console.handover.comparison.sideBySide')
          : t('console.handover.comparison.atPickupOnly')}
      </h2>
      {back && (
        <div
          className={`rounded-xl p-3 ${fresh.length ? 'border-2 border-red-700 bg-red-50' : 'bg-green-50'}`}
        >
          <h3 className="font-bold text-slate-900">
            {fresh.length
              ? t('console.handover.comparison.newDamage', { count: fresh.length })
              : t('console.handover.comparison.noNewDamage')}
          </h3>
          {fresh.length > 0 && (
            <ul className="mt-1 space-y-1 text-sm text-red-900">
              {fresh.map((m) => (
                <li key={m.number}>
                  <strong>N{m.number}</strong> {area(m)}: {m.note}
                  {m.photoUrl && (
                    <>
                      {' '}
                      <a className="underline" href={m.photoUrl} target="_blank" rel="noreferrer">
                        {t('console.handover.comparison.markPhoto', { mark: `N${m.number}` })}
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
                <span className="sr-only">{t('console.handover.comparison.reading')}</span>
              </th>
              <th scope="col" className="py-1 pr-3">
                {t('console.handover.comparison.atPickup')}
              </th>
              {back && (
                <th scope="col" className="py-1">
                  {t('console.handover.comparison.atReturn')}
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => {
              const changed = back && r.key !== 'recorded' && (r.flagged ?? r.back !== r.pickup);
              const saysChanged = changed && r.flagged === undefined;
              return (
                <tr key={r.key} className="border-b border-slate-100">
                  <th scope="row" className="py-1 pr-3 font-semibold text-slate-700">
                    {r.label}
                  </th>
                  <td className="py-1 pr-3">{r.pickup}</td>
                  {back && (
                    <td className={`py-1 ${changed ? 'font-bold text-red-800' : ''}`}>
                      {r.back}
                      {saysChanged && ` ${t('console.handover.comparison.changed')}`}
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
          <h3 className="font-semibold text-slate-900">
            {t('console.handover.comparison.marksAtPickup')}
          </h3>
          <CarOutline
            label={t('console.handover.comparison.outlineAtPickup', {
              count: pickup.damageMarks.length,
            })}
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
                  {m.number}. {area(m)}: {m.note}
                </li>
              ))}
            </ol>
          ) : (
            <p className="text-sm text-slate-700">
              {t('console.handover.comparison.noneAtPickup')}
            </p>
          )}
          <Photos h={pickup} />
        </div>
        {back && (
          <div className="space-y-2">
            <h3 className="font-semibold text-slate-900">
              {t('console.handover.comparison.marksAtReturn')}
            </h3>
            <CarOutline
              label={t('console.handover.comparison.outlineAtReturn', {
                before: pickup.damageMarks.length,
                fresh: fresh.length,
              })}
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
