import { useTranslation } from 'react-i18next';

interface SpinnerProps {
  label?: string;
  className?: string;
}

/** An animated ring with a visible label, announced politely to screen readers. */
export function Spinner({ label, className = '' }: SpinnerProps) {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      aria-live="polite"
      className={`flex items-center justify-center gap-3 text-sm font-medium text-slate-600 ${className}`}
    >
      <span
        aria-hidden="true"
        className="size-6 animate-spin rounded-full border-[3px] border-brand-100 border-t-brand-700"
      />
      <span>{label ?? t('common.loading')}</span>
    </div>
  );
}

/** A spinner with room around it, for a whole page or section that is loading. */
export function PageLoader({ label }: { label?: string }) {
  return <Spinner label={label} className="min-h-[40vh] py-16" />;
}
