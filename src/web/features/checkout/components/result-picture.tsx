import { useTranslation } from 'react-i18next';

/** Inline illustration of the thank-you page, one per status. */
export function ResultPicture({ status }: { status: string }) {
  const { t } = useTranslation();
  const kind =
    status === 'success'
      ? 'success'
      : status === 'failed' || status === 'danger'
        ? status
        : 'other';
  const colour = { success: '#15803d', failed: '#b91c1c', danger: '#c2410c', other: '#1d4ed8' }[
    kind
  ];
  return (
    <svg
      viewBox="0 0 120 120"
      role="img"
      aria-label={t(`checkout.thanks.pictures.${kind}`)}
      data-status={kind}
      className="mx-auto size-32"
    >
      <circle cx="60" cy="60" r="54" fill={colour} opacity="0.12" />
      <circle cx="60" cy="60" r="40" fill="none" stroke={colour} strokeWidth="6" />
      {kind === 'success' && (
        <path d="M40 62 L54 76 L82 46" fill="none" stroke={colour} strokeWidth="8" />
      )}
      {kind === 'failed' && (
        <path d="M44 44 L76 76 M76 44 L44 76" stroke={colour} strokeWidth="8" />
      )}
      {kind === 'danger' && (
        <path d="M60 38 V66 M60 78 V84" stroke={colour} strokeWidth="8" strokeLinecap="round" />
      )}
      {kind === 'other' && (
        <path d="M60 56 V82 M60 40 V44" stroke={colour} strokeWidth="8" strokeLinecap="round" />
      )}
    </svg>
  );
}
