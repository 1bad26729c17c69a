import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  areaKeyOf,
  DAMAGE_MARKS_MAX,
  DAMAGE_NOTE_MAX,
  OUTLINE_AREAS,
  type DamageMark,
  type DamageMarkInput,
  type OutlineArea,
} from '../../../../shared/handover-sheet';
import { TextField } from '../../../components/text-field';
import { CarOutline } from './car-outline';
import { SelectField } from '../shared/select-field';

export interface DraftMark {
  key: number;
  x: number;
  y: number;
  note: string;
  /** '' for none, else a photo id of this stage. */
  photoId: string;
}

/** The API body's marks, in the order (and so the numbers) staff see. */
export const marksBody = (marks: DraftMark[]): DamageMarkInput[] =>
  marks.map((m) => ({
    x: m.x,
    y: m.y,
    note: m.note.trim(),
    ...(m.photoId ? { photoId: Number(m.photoId) } : {}),
  }));

/**
 * Damage marks on the car outline: tap the outline (or choose a place and add) to mark, then say
 * what it is and pick one of this handover's photos. At return the pickup's marks show in grey
 * so only new damage is marked.
 */
export function DamageMarksEditor({
  stage,
  marks,
  onChange,
  photos,
  before = [],
  showErrors,
}: {
  stage: 'pickup' | 'return';
  marks: DraftMark[];
  onChange: (marks: DraftMark[]) => void;
  photos: { id: number }[];
  before?: DamageMark[];
  showErrors: boolean;
}) {
  const { t } = useTranslation();
  const [area, setArea] = useState<OutlineArea>('frontBumper');
  const isReturn = stage === 'return';
  const prefix = isReturn ? 'N' : '';
  const add = (x: number, y: number) => {
    if (marks.length >= DAMAGE_MARKS_MAX) return;
    const key = Math.max(0, ...marks.map((m) => m.key)) + 1;
    onChange([...marks, { key, x, y, note: '', photoId: '' }]);
  };
  const update = (key: number, change: Partial<DraftMark>) =>
    onChange(marks.map((m) => (m.key === key ? { ...m, ...change } : m)));
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-semibold text-slate-800">
        {isReturn
          ? t('console.handover.marks.legendReturn')
          : t('console.handover.marks.legendPickup')}
      </legend>
      <p className="text-sm text-slate-700">
        {t('console.handover.marks.intro')}
        {isReturn && ` ${t('console.handover.marks.introReturn')}`}
      </p>
      <div className="flex flex-wrap items-start gap-4">
        <CarOutline
          label={t('console.handover.marks.outline', { count: marks.length })}
          onPlace={add}
          marks={[
            ...before.map((m) => ({
              x: m.x,
              y: m.y,
              label: String(m.number),
              tone: 'before' as const,
            })),
            ...marks.map((m, i) => ({
              x: m.x,
              y: m.y,
              label: `${prefix}${i + 1}`,
              tone: 'new' as const,
            })),
          ]}
        />
        <div className="min-w-56 flex-1 space-y-3">
          <div className="flex flex-wrap items-end gap-2">
            <SelectField
              label={t('console.handover.marks.place')}
              value={area}
              onChange={(e) => setArea(e.target.value as OutlineArea)}
            >
              {(Object.keys(OUTLINE_AREAS) as OutlineArea[]).map((a) => (
                <option key={a} value={a}>
                  {t(`console.handover.areas.${a}`)}
                </option>
              ))}
            </SelectField>
            <button
              type="button"
              className="btn btn-outline"
              disabled={marks.length >= DAMAGE_MARKS_MAX}
              onClick={() => add(OUTLINE_AREAS[area].x, OUTLINE_AREAS[area].y)}
            >
              {t('console.handover.marks.add')}
            </button>
          </div>
          {marks.length === 0 ? (
            <p className="text-sm text-slate-700">{t('console.handover.marks.none')}</p>
          ) : (
            <ol className="space-y-3">
              {marks.map((m, i) => {
                const name = t('console.handover.marks.name', { number: `${prefix}${i + 1}` });
                return (
                  <li key={m.key} className="space-y-2 rounded-xl border border-slate-200 p-3">
                    <p className="text-sm font-semibold text-slate-900">
                      {name}: {t(`console.handover.areas.${areaKeyOf(m.x, m.y)}`)}
                    </p>
                    <TextField
                      label={t('console.handover.marks.whatIsDamaged', { name })}
                      value={m.note}
                      maxLength={DAMAGE_NOTE_MAX}
                      error={
                        showErrors && !m.note.trim()
                          ? t('console.handover.marks.noteNeeded')
                          : undefined
                      }
                      onChange={(e) => update(m.key, { note: e.target.value })}
                    />
                    <SelectField
                      label={t('console.handover.marks.photo', { name })}
                      value={m.photoId}
                      onChange={(e) => update(m.key, { photoId: e.target.value })}
                    >
                      <option value="">{t('console.handover.marks.noPhoto')}</option>
                      {photos.map((p, n) => (
                        <option key={p.id} value={String(p.id)}>
                          {t('console.handover.marks.photoNumber', { number: n + 1 })}
                        </option>
                      ))}
                    </SelectField>
                    <button
                      type="button"
                      className="btn btn-outline"
                      onClick={() => onChange(marks.filter((x) => x.key !== m.key))}
                    >
                      {t('console.handover.marks.remove', { name })}
                    </button>
                  </li>
                );
              })}
            </ol>
          )}
        </div>
      </div>
    </fieldset>
  );
}
