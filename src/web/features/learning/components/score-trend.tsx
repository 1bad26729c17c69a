import { useTranslation } from 'react-i18next';
import type { AttemptHistory } from '../../../../shared/learning-study';
import { PASS_PERCENT } from '../../../../shared/learning-quiz';
import { useFormat } from '../../../lib/use-format';

/** The last mock tests' scores, oldest to newest, as bars against the pass mark. */
export function ScoreTrend({ attempts }: { attempts: AttemptHistory['attempts'] }) {
  const { t } = useTranslation();
  const format = useFormat();
  const last = [...attempts].slice(0, 10).reverse();
  return (
    <figure className="mt-3">
      <figcaption className="font-semibold text-slate-900">{t('school.trend')}</figcaption>
      <ol className="relative mt-2 flex h-32 items-end gap-1.5 border-b border-slate-300">
        <li
          aria-hidden="true"
          className="pointer-events-none absolute inset-x-0 border-t border-dashed border-amber-600"
          style={{ bottom: `${PASS_PERCENT}%` }}
        />
        {last.map((a) => (
          <li
            key={a.attemptId}
            className="flex h-full flex-1 items-end"
            aria-label={`${t('school.trendLabel', {
              percent: a.percent,
              date: format.dayTime(new Date(a.submittedAt)),
            })}${a.mode === 'practice' ? ` (${t('school.practiceTag')})` : ''}`}
          >
            <span
              className={`block w-full rounded-t ${a.passed ? 'bg-emerald-600' : 'bg-amber-500'} ${a.mode === 'practice' ? 'opacity-60' : ''}`}
              style={{ height: `${Math.max(a.percent, 2)}%` }}
            />
          </li>
        ))}
      </ol>
      <p className="mt-1 text-xs text-slate-600">
        {t('school.passMark', { percent: PASS_PERCENT })}
      </p>
    </figure>
  );
}
