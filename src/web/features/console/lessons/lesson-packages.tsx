import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LessonPackage } from '../../../../shared/lesson-api';
import type { LessonPackageShape } from '../../../../shared/lesson-rules';
import { ActionError } from '../../../components/action-error';
import { PageLoader } from '../../../components/spinner';
import { TextField } from '../../../components/text-field';
import { useFormat } from '../../../lib/use-format';
import { ConfirmButton } from '../shared/confirm-dialog';
import { LoadError } from '../shared/load-error';
import { SelectField } from '../shared/select-field';
import { useLessonPackages, usePackagePresets, useSaveLessonPackage } from './console-lessons-api';

type Draft = LessonPackageShape & { id: number | null; isActive: boolean };

/** Paise as the rupees a manager types ("9500" or "9500.50"). */
const rupeesText = (paise: number) =>
  paise % 100 === 0 ? String(paise / 100) : (paise / 100).toFixed(2);

/**
 * A branch's lesson packages (decision 0046): listed with their price in rupees (stored in
 * paise, GST included), edited in place, stopped or offered again; a new one starts from a
 * preset (the ADTC-pattern course or a shorter one).
 */
export function LessonPackages({ branchId }: { branchId: number }) {
  const { t, i18n } = useTranslation();
  const { rupees } = useFormat();
  const packages = useLessonPackages(branchId);
  const presets = usePackagePresets();
  const save = useSaveLessonPackage();
  const [editing, setEditing] = useState<Draft | null>(null);
  const [preset, setPreset] = useState(0);
  const [notice, setNotice] = useState<string | null>(null);
  const hindi = i18n.language.startsWith('hi');
  const titleOf = (p: { title: string; titleHi: string }) => (hindi ? p.titleHi : p.title);
  const setActive = (p: LessonPackage, isActive: boolean, done: () => void) => {
    const { id, ...shape } = p;
    save.mutate(
      { id, body: { ...shape, branchId, isActive } },
      {
        onSuccess: () => {
          done();
          setNotice(
            t(
              isActive
                ? 'console.lessons.packages.resumedDone'
                : 'console.lessons.packages.stoppedDone',
              { title: titleOf(p) },
            ),
          );
        },
      },
    );
  };
  return (
    <section aria-labelledby="packages-heading" className="space-y-3">
      <h2 id="packages-heading" className="text-xl font-bold text-slate-900">
        {t('console.lessons.packages.heading')}
      </h2>
      <p className="text-sm text-slate-600">{t('console.lessons.packages.note')}</p>
      {notice && (
        <p role="status" className="rounded-2xl bg-green-50 p-3 text-green-900">
          {notice}
        </p>
      )}
      {packages.isPending ? (
        <PageLoader label={t('console.lessons.setup.loading')} />
      ) : packages.isError ? (
        <LoadError error={packages.error} onRetry={() => void packages.refetch()} />
      ) : packages.data.packages.length === 0 ? (
        <p className="text-slate-700">{t('console.lessons.packages.none')}</p>
      ) : (
        <ul className="space-y-2">
          {packages.data.packages.map((p) => (
            <li key={p.id} className="space-y-2 rounded-2xl bg-white p-4 shadow-sm">
              <div className="flex flex-wrap items-center gap-3">
                <div className="grow">
                  <p className="font-semibold text-slate-900">{titleOf(p)}</p>
                  <p className="text-sm text-slate-700">
                    {t('console.lessons.packages.summary', {
                      sessions: p.sessions,
                      minutes: p.sessionMinutes,
                      days: p.validityDays,
                    })}
                    {p.theoryHours > 0
                      ? ` ${t('console.lessons.packages.theory', { hours: p.theoryHours })}`
                      : ''}
                  </p>
                  <p className="text-sm text-slate-700">
                    {t('console.lessons.packages.price', { price: rupees(p.pricePaise) })} ·{' '}
                    {p.isActive
                      ? t('console.lessons.packages.offered')
                      : t('console.lessons.packages.stopped')}
                  </p>
                </div>
                <button
                  type="button"
                  className="btn btn-outline"
                  onClick={() => {
                    save.reset();
                    setEditing({ ...p });
                  }}
                >
                  {t('console.lessons.packages.edit')}
                </button>
                {p.isActive ? (
                  <ConfirmButton
                    label={t('console.lessons.packages.stop')}
                    title={t('console.lessons.packages.stopTitle', { title: titleOf(p) })}
                    confirmLabel={t('console.lessons.packages.stopConfirm')}
                    pendingLabel={t('console.lessons.packages.saving')}
                    pending={save.isPending}
                    error={save.error}
                    onOpen={() => save.reset()}
                    onConfirm={(done) => setActive(p, false, done)}
                  >
                    {t('console.lessons.packages.stopBody')}
                  </ConfirmButton>
                ) : (
                  <button
                    type="button"
                    className="btn btn-outline"
                    disabled={save.isPending}
                    onClick={() => setActive(p, true, () => undefined)}
                  >
                    {t('console.lessons.packages.resume')}
                  </button>
                )}
              </div>
              {editing?.id === p.id && (
                <PackageForm
                  draft={editing}
                  branchId={branchId}
                  onClose={() => setEditing(null)}
                  onSaved={(title) => {
                    setEditing(null);
                    setNotice(t('console.lessons.packages.saved', { title }));
                  }}
                />
              )}
            </li>
          ))}
        </ul>
      )}
      <div className="space-y-3 rounded-2xl bg-white p-4 shadow-sm">
        <h3 className="font-bold text-slate-900">{t('console.lessons.packages.add')}</h3>
        <div className="flex flex-wrap items-end gap-3">
          <SelectField
            label={t('console.lessons.packages.preset')}
            value={preset}
            onChange={(e) => setPreset(Number(e.target.value))}
          >
            {(presets.data?.presets ?? []).map((p, i) => (
              <option key={`${p.kind}-${p.sessions}-${p.sessionMinutes}`} value={i}>
                {p.kind === 'adtc_lmv'
                  ? t('console.lessons.packages.presetAdtc', { title: titleOf(p) })
                  : t('console.lessons.packages.presetShort', { title: titleOf(p) })}
              </option>
            ))}
          </SelectField>
          <button
            type="button"
            className="btn btn-primary"
            disabled={!presets.data}
            onClick={() => {
              const chosen = presets.data?.presets[preset];
              if (!chosen) return;
              save.reset();
              setEditing({ ...chosen, id: null, isActive: true });
            }}
          >
            {t('console.lessons.packages.addFromPreset')}
          </button>
        </div>
        {editing && editing.id === null && (
          <PackageForm
            draft={editing}
            branchId={branchId}
            onClose={() => setEditing(null)}
            onSaved={(title) => {
              setEditing(null);
              setNotice(t('console.lessons.packages.saved', { title }));
            }}
          />
        )}
      </div>
    </section>
  );
}

function PackageForm({
  draft,
  branchId,
  onClose,
  onSaved,
}: {
  draft: Draft;
  branchId: number;
  onClose: () => void;
  onSaved: (title: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const save = useSaveLessonPackage();
  const [title, setTitle] = useState(draft.title);
  const [titleHi, setTitleHi] = useState(draft.titleHi);
  const [sessions, setSessions] = useState(String(draft.sessions));
  const [sessionMinutes, setSessionMinutes] = useState(String(draft.sessionMinutes));
  const [validityDays, setValidityDays] = useState(String(draft.validityDays));
  const [theoryHours, setTheoryHours] = useState(String(draft.theoryHours));
  const [price, setPrice] = useState(rupeesText(draft.pricePaise));
  return (
    <form
      noValidate
      aria-label={t('console.lessons.packageForm.heading')}
      className="grid gap-3 sm:grid-cols-2"
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate(
          {
            id: draft.id,
            body: {
              branchId,
              kind: draft.kind,
              title,
              titleHi,
              sessions: Number(sessions),
              sessionMinutes: Number(sessionMinutes),
              validityDays: Number(validityDays),
              theoryHours: Number(theoryHours),
              // Typed in rupees, stored in paise.
              pricePaise: Math.round(Number(price.replace(/,/g, '')) * 100),
              isActive: draft.isActive,
            },
          },
          {
            onSuccess: (saved) =>
              onSaved(i18n.language.startsWith('hi') ? saved.titleHi : saved.title),
          },
        );
      }}
    >
      <TextField
        label={t('console.lessons.packageForm.title')}
        value={title}
        onChange={(e) => setTitle(e.target.value)}
      />
      <TextField
        label={t('console.lessons.packageForm.titleHi')}
        lang="hi"
        value={titleHi}
        onChange={(e) => setTitleHi(e.target.value)}
      />
      <TextField
        label={t('console.lessons.packageForm.sessions')}
        type="number"
        min={1}
        value={sessions}
        onChange={(e) => setSessions(e.target.value)}
      />
      <TextField
        label={t('console.lessons.packageForm.sessionMinutes')}
        hint={t('console.lessons.packageForm.sessionMinutesHint')}
        type="number"
        min={30}
        max={120}
        step={15}
        value={sessionMinutes}
        onChange={(e) => setSessionMinutes(e.target.value)}
      />
      <TextField
        label={t('console.lessons.packageForm.validityDays')}
        type="number"
        min={1}
        value={validityDays}
        onChange={(e) => setValidityDays(e.target.value)}
      />
      <TextField
        label={t('console.lessons.packageForm.theoryHours')}
        type="number"
        min={0}
        value={theoryHours}
        onChange={(e) => setTheoryHours(e.target.value)}
      />
      <TextField
        label={t('console.lessons.packageForm.priceRupees')}
        inputMode="decimal"
        value={price}
        onChange={(e) => setPrice(e.target.value)}
      />
      <ActionError error={save.error} className="sm:col-span-2" />
      <div className="flex flex-wrap gap-3 sm:col-span-2">
        <button type="submit" className="btn btn-primary" disabled={save.isPending}>
          {save.isPending
            ? t('console.lessons.packages.saving')
            : t('console.lessons.packageForm.save')}
        </button>
        <button type="button" className="btn btn-outline" onClick={onClose}>
          {t('console.lessons.packageForm.cancel')}
        </button>
      </div>
    </form>
  );
}
