import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  lessonTermsBodySchema,
  type ConsoleLessonTerms,
  type LessonTermsBody,
} from '../../../../shared/lesson-api';
import { ActionError } from '../../../components/action-error';
import { PageLoader } from '../../../components/spinner';
import { TextField } from '../../../components/text-field';
import { LoadError } from '../shared/load-error';
import { useLessonTerms, useSaveLessonTerms } from './console-lessons-api';

type Field =
  | 'lessonCancelCutoffHours'
  | 'lessonPickupRadiusKm'
  | 'latitude'
  | 'longitude'
  | 'drivingSchoolLicence'
  | 'adtcAccreditation';
type Draft = Record<Field, string>;

const draftOf = (terms: ConsoleLessonTerms): Draft => ({
  lessonCancelCutoffHours: String(terms.lessonCancelCutoffHours),
  lessonPickupRadiusKm: String(terms.lessonPickupRadiusKm),
  latitude: terms.latitude === null ? '' : String(terms.latitude),
  longitude: terms.longitude === null ? '' : String(terms.longitude),
  drivingSchoolLicence: terms.drivingSchoolLicence ?? '',
  adtcAccreditation: terms.adtcAccreditation ?? '',
});

/** Typed text as the body's number: empty is none (null) where none is allowed. */
const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));
const coordinateOf = (text: string) => (text.trim() === '' ? null : Number(text));

/**
 * A branch's lesson terms (decision 0047: the learners' cancel cut-off, the home pickup radius
 * and the branch's location) and the school's standing (decision 0048: its driving school
 * licence and ADTC accreditation numbers, which name the certificate learners earn).
 */
export function LessonTermsForm({ branchId }: { branchId: number }) {
  const { t } = useTranslation();
  const terms = useLessonTerms(branchId);
  return (
    <section aria-labelledby="terms-heading" className="space-y-3">
      <h2 id="terms-heading" className="text-xl font-bold text-slate-900">
        {t('console.lessons.terms.heading')}
      </h2>
      <p className="text-sm text-slate-600">{t('console.lessons.terms.note')}</p>
      {terms.isPending ? (
        <PageLoader label={t('console.lessons.terms.loading')} />
      ) : terms.isError ? (
        <LoadError error={terms.error} onRetry={() => void terms.refetch()} />
      ) : (
        <TermsFields branchId={branchId} terms={terms.data} />
      )}
    </section>
  );
}

function TermsFields({ branchId, terms }: { branchId: number; terms: ConsoleLessonTerms }) {
  const { t } = useTranslation();
  const save = useSaveLessonTerms(branchId);
  const [draft, setDraft] = useState<Draft>(() => draftOf(terms));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [saved, setSaved] = useState(false);
  const field = (name: Field) => ({
    value: draft[name],
    error: errors[name],
    onChange: (e: { target: { value: string } }) => {
      setDraft((d) => ({ ...d, [name]: e.target.value }));
      setSaved(false);
    },
  });
  return (
    <form
      noValidate
      aria-labelledby="terms-heading"
      className="grid gap-3 rounded-2xl bg-white p-4 shadow-sm sm:grid-cols-2"
      onSubmit={(e) => {
        e.preventDefault();
        const body: LessonTermsBody = {
          lessonCancelCutoffHours: numberOf(draft.lessonCancelCutoffHours),
          lessonPickupRadiusKm: numberOf(draft.lessonPickupRadiusKm),
          latitude: coordinateOf(draft.latitude),
          longitude: coordinateOf(draft.longitude),
          drivingSchoolLicence: draft.drivingSchoolLicence,
          adtcAccreditation: draft.adtcAccreditation,
        };
        // The server's own rules first, so a mistyped field is named beside it.
        const parsed = lessonTermsBodySchema.safeParse(body);
        if (!parsed.success) {
          const found: Partial<Record<Field, string>> = {};
          for (const issue of parsed.error.issues) {
            const name = issue.path[0] as Field | undefined;
            if (name && !found[name]) found[name] = issue.message;
          }
          setErrors(found);
          return;
        }
        setErrors({});
        save.mutate(body, {
          onSuccess: (next) => {
            setDraft(draftOf(next));
            setSaved(true);
          },
        });
      }}
    >
      <TextField
        label={t('console.lessons.terms.cutoff')}
        hint={t('console.lessons.terms.cutoffHint')}
        type="number"
        min={0}
        max={168}
        {...field('lessonCancelCutoffHours')}
      />
      <TextField
        label={t('console.lessons.terms.radius')}
        hint={t('console.lessons.terms.radiusHint')}
        type="number"
        min={0}
        max={50}
        {...field('lessonPickupRadiusKm')}
      />
      <TextField
        label={t('console.lessons.terms.latitude')}
        hint={t('console.lessons.terms.locationHint')}
        inputMode="decimal"
        {...field('latitude')}
      />
      <TextField
        label={t('console.lessons.terms.longitude')}
        inputMode="decimal"
        {...field('longitude')}
      />
      <TextField
        label={t('console.lessons.terms.drivingSchoolLicence')}
        hint={t('console.lessons.terms.drivingSchoolLicenceHint')}
        autoComplete="off"
        {...field('drivingSchoolLicence')}
      />
      <TextField
        label={t('console.lessons.terms.adtcAccreditation')}
        hint={t('console.lessons.terms.adtcAccreditationHint')}
        autoComplete="off"
        {...field('adtcAccreditation')}
      />
      <ActionError error={save.error} className="sm:col-span-2" />
      <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
        <button type="submit" className="btn btn-primary" disabled={save.isPending}>
          {save.isPending ? t('console.lessons.terms.saving') : t('console.lessons.terms.save')}
        </button>
        {saved && (
          <p role="status" className="text-sm font-semibold text-green-800">
            {t('console.lessons.terms.saved')}
          </p>
        )}
      </div>
    </form>
  );
}
