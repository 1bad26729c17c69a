import { useTranslation } from 'react-i18next';

/** Lessons done of all, as a bar with its words (a screen reader hears both). */
export function ProgressBar({ done, total }: { done: number; total: number }) {
  const { t } = useTranslation();
  const percent = total === 0 ? 0 : Math.round((done / total) * 100);
  return (
    <div className="mt-2">
      <div
        role="progressbar"
        aria-label={t('school.progressLabel')}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={done}
        aria-valuetext={t('school.progress', { done, total })}
        className="h-2.5 w-full overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full rounded-full bg-emerald-600" style={{ width: `${percent}%` }} />
      </div>
      <p className="mt-1 text-sm text-slate-700">{t('school.progress', { done, total })}</p>
    </div>
  );
}
