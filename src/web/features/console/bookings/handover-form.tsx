import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useForm } from 'react-hook-form';
import { ActionError } from '../../../components/action-error';
import { FUEL_EIGHTHS_MAX } from '../../../../shared/final-bill';
import {
  CHECKLIST_ITEMS,
  type ChecklistItem,
  type DamageMark,
  type DamageMarkInput,
  type HandoverChecklist,
} from '../../../../shared/handover-sheet';
import { TextField } from '../../../components/text-field';
import { useFormat } from '../../../lib/use-format';
import { DamageMarksEditor, marksBody, type DraftMark } from './damage-marks-editor';
import { SelectField } from '../shared/select-field';

export interface HandoverValues {
  odometerKm: string;
  fuelEighths: string;
  notes: string;
  damageRupees: string;
  spareTyre: boolean;
  jack: boolean;
  documents: boolean;
  accessories: string;
  earlyReason: string;
}

/** The checklist part of the API body. */
export const checklistOf = (v: HandoverValues) => ({
  spareTyre: v.spareTyre,
  jack: v.jack,
  documents: v.documents,
  accessories: v.accessories,
});

const FUEL_OPTIONS = Array.from({ length: FUEL_EIGHTHS_MAX + 1 }, (_, i) => i);

/**
 * Where the checklist starts (issue 32): at pickup from the car's last return, at return from
 * the pickup, so staff change only what they see differently; with neither, every item unticked,
 * so nothing is recorded as in the car that nobody looked for.
 */
export interface ChecklistStart {
  checklist: HandoverChecklist;
  from: 'lastReturn' | 'pickup';
}

const UNTICKED: HandoverChecklist = {
  spareTyre: false,
  jack: false,
  documents: false,
  accessories: '',
};

/** Odometer, fuel, checklist and damage marks (and, at return, the charge) for one handover. */
export function HandoverForm({
  stage,
  pickupAt,
  photos,
  pickupMarks,
  checklistStart,
  pending,
  error,
  onSubmit,
}: {
  stage: 'pickup' | 'return';
  /** The booked pickup: more than two hours before it, the form asks for the reason. */
  pickupAt: string;
  /** This stage's photos, for a damage mark to point at. */
  photos: { id: number }[];
  /** At return: the marks made at pickup, shown grey on the outline. */
  pickupMarks?: DamageMark[];
  /** What the checklist starts from; unticked without it. */
  checklistStart?: ChecklistStart | null;
  pending: boolean;
  error: unknown;
  onSubmit: (v: HandoverValues, damageMarks: DamageMarkInput[]) => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const fuelLabel = (i: number) =>
    i === 0
      ? t('console.handover.fuel.empty')
      : i === FUEL_EIGHTHS_MAX
        ? t('console.handover.fuel.full')
        : t('console.handover.fuel.eighths', { eighths: i });
  const [marks, setMarks] = useState<DraftMark[]>([]);
  const [showMarkErrors, setShowMarkErrors] = useState(false);
  const start = checklistStart?.checklist ?? UNTICKED;
  const { register, handleSubmit, formState } = useForm<HandoverValues>({
    defaultValues: {
      odometerKm: '',
      fuelEighths: '8',
      notes: '',
      damageRupees: '0',
      spareTyre: start.spareTyre,
      jack: start.jack,
      documents: start.documents,
      accessories: start.accessories,
      earlyReason: '',
    },
  });
  const errors = formState.errors;
  return (
    <form
      className="space-y-4"
      noValidate
      onSubmit={handleSubmit((v) => {
        // Every mark needs its note; the list shows which one lacks it.
        if (marks.some((m) => !m.note.trim())) return setShowMarkErrors(true);
        onSubmit(v, marksBody(marks));
      })}
    >
      <ActionError error={error} />
      <TextField
        label={t('console.handover.form.odometer')}
        inputMode="numeric"
        error={errors.odometerKm?.message}
        {...register('odometerKm', {
          required: t('console.handover.form.odometerRequired'),
          pattern: {
            value: /^\d{1,7}$/,
            message: t('console.handover.form.odometerWhole'),
          },
        })}
      />
      <SelectField label={t('console.handover.form.fuelLevel')} {...register('fuelEighths')}>
        {FUEL_OPTIONS.map((i) => (
          <option key={i} value={i}>
            {fuelLabel(i)}
          </option>
        ))}
      </SelectField>
      <fieldset className="space-y-2">
        <legend className="text-sm font-semibold text-slate-800">
          {t('console.handover.form.inTheCar')}
        </legend>
        <p className="text-sm text-slate-700">
          {t(`console.handover.form.checklistFrom.${checklistStart?.from ?? 'nothing'}`)}
        </p>
        {(Object.keys(CHECKLIST_ITEMS) as ChecklistItem[]).map((item) => (
          <label key={item} className="flex items-center gap-2 text-sm text-slate-800">
            <input type="checkbox" className="size-5" {...register(item)} />
            {t(`console.handover.checklist.${item}`)}
          </label>
        ))}
        <TextField label={t('console.handover.form.accessories')} {...register('accessories')} />
      </fieldset>
      <DamageMarksEditor
        stage={stage}
        marks={marks}
        onChange={setMarks}
        photos={photos}
        before={pickupMarks}
        showErrors={showMarkErrors}
      />
      {/* Always offered: the server's clock decides whether it is needed (its 400 names it). */}
      <TextField
        label={t('console.handover.form.earlyReason', {
          pickup: format.dayTime(new Date(pickupAt)),
        })}
        error={errors.earlyReason?.message}
        {...register('earlyReason')}
      />
      <TextField
        label={
          stage === 'pickup'
            ? t('console.handover.form.pickupNotes')
            : t('console.handover.form.damageNotes')
        }
        {...register('notes')}
      />
      {stage === 'return' && (
        <TextField
          label={t('console.handover.form.damageCharge')}
          inputMode="decimal"
          error={errors.damageRupees?.message}
          {...register('damageRupees', {
            pattern: {
              value: /^\d{1,7}(\.\d{1,2})?$/,
              message: t('console.handover.form.damageChargeInvalid'),
            },
          })}
        />
      )}
      <button type="submit" className="btn btn-primary" disabled={pending}>
        {pending
          ? t('console.handover.form.saving')
          : stage === 'pickup'
            ? t('console.handover.form.handOver')
            : t('console.handover.form.closeReturn')}
      </button>
    </form>
  );
}
