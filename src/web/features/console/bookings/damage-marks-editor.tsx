import { useState } from 'react';
import {
  areaOf,
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

export const NOTE_NEEDED = 'Say what the damage is.';

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
        {isReturn ? 'New damage at return' : 'Damage on the car at pickup'}
      </legend>
      <p className="text-sm text-slate-700">
        Tap the car where the damage is, or choose the place and add a mark.
        {isReturn && ' Grey marks were on the car at pickup; mark only what is new.'}
      </p>
      <div className="flex flex-wrap items-start gap-4">
        <CarOutline
          label={`Car outline, front at the top: tap to mark damage (${marks.length} marked)`}
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
              label="Place on the car"
              value={area}
              onChange={(e) => setArea(e.target.value as OutlineArea)}
            >
              {(Object.keys(OUTLINE_AREAS) as OutlineArea[]).map((a) => (
                <option key={a} value={a}>
                  {OUTLINE_AREAS[a].label}
                </option>
              ))}
            </SelectField>
            <button
              type="button"
              className="btn btn-outline"
              disabled={marks.length >= DAMAGE_MARKS_MAX}
              onClick={() => add(OUTLINE_AREAS[area].x, OUTLINE_AREAS[area].y)}
            >
              Add a damage mark
            </button>
          </div>
          {marks.length === 0 ? (
            <p className="text-sm text-slate-700">No damage marked.</p>
          ) : (
            <ol className="space-y-3">
              {marks.map((m, i) => {
                const name = `Mark ${prefix}${i + 1}`;
                return (
                  <li key={m.key} className="space-y-2 rounded-xl border border-slate-200 p-3">
                    <p className="text-sm font-semibold text-slate-900">
                      {name}: {areaOf(m.x, m.y)}
                    </p>
                    <TextField
                      label={`${name}: what is damaged`}
                      value={m.note}
                      maxLength={DAMAGE_NOTE_MAX}
                      error={showErrors && !m.note.trim() ? NOTE_NEEDED : undefined}
                      onChange={(e) => update(m.key, { note: e.target.value })}
                    />
                    <SelectField
                      label={`${name}: photo`}
                      value={m.photoId}
                      onChange={(e) => update(m.key, { photoId: e.target.value })}
                    >
                      <option value="">No photo</option>
                      {photos.map((p, n) => (
                        <option key={p.id} value={String(p.id)}>
                          Photo {n + 1}
                        </option>
                      ))}
                    </SelectField>
                    <button
                      type="button"
                      className="btn btn-outline"
                      onClick={() => onChange(marks.filter((x) => x.key !== m.key))}
                    >
                      Remove {name}
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
