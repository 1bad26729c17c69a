import type { ReviewStatus } from '../../../../shared/learning-rules';
import { useTranslation } from 'react-i18next';

const COLOURS: Record<ReviewStatus, string> = {
  live: 'bg-emerald-100 text-emerald-900',
  review: 'bg-amber-100 text-amber-900',
  rejected: 'bg-red-100 text-red-900',
};

/** Live, On Review (we will get back) or Rejected (with the reviewer's reason). */
export function StatusBadge({ status, reason }: { status: ReviewStatus; reason?: string | null }) {
  const { t } = useTranslation();
  const hints: Record<ReviewStatus, string> = {
    live: '',
    review: t('learning.status.reviewHint'),
    rejected: t('learning.status.rejectedHint'),
  };
  const hint = status === 'rejected' && reason ? reason : hints[status];
  return (
    <span className="flex flex-col">
      <span className={`w-fit rounded-full px-2 py-0.5 text-xs font-bold ${COLOURS[status]}`}>
        {t(`learning.status.${status}`)}
      </span>
      {hint && <span className="mt-1 text-xs text-slate-600">{hint}</span>}
    </span>
  );
}
