import { RentLines } from '../../../components/rent-lines';
import { useTranslation } from 'react-i18next';
import { useId } from 'react';
import type { RatePackage } from '../../../../shared/car-detail';
import { formatRupees } from '../../../../shared/money';
import { formatHours } from '../../../../shared/search';
import { PlusGst } from '../../../components/plus-gst';
import { textLang } from '../../../lib/text-lang';

interface PackageCardProps {
  pkg: RatePackage;
  /** Undefined hides the button (no period chosen or the car is not free). */
  onChoose?: () => void;
}

function Row({ label, value, gst }: { label: string; value: string; gst?: boolean }) {
  return (
    <div className="flex justify-between gap-3 py-1.5">
      <dt className="text-slate-600">{label}</dt>
      <dd className="font-semibold text-slate-900">
        {value}
        {gst && <PlusGst />}
      </dd>
    </div>
  );
}

/** A rate package: rate per hour (actual rate struck through when higher), km and extra-km charge. */
export function PackageCard({ pkg, onChoose }: PackageCardProps) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
    >
      <h3 id={headingId} className="text-lg font-bold text-slate-900" lang={textLang(pkg.type)}>
        {pkg.type}
      </h3>
      <p className="mt-2 flex items-baseline gap-2">
        <span className="text-2xl font-extrabold text-slate-900">
          {formatRupees(pkg.ratePerHourPaise)}
        </span>
        <span className="text-sm text-slate-600">
          {t('carDetail.package.perHour')}
          <PlusGst />
        </span>
        {pkg.actualRatePerHourPaise > pkg.ratePerHourPaise && (
          <del
            className="text-sm text-slate-500"
            aria-label={t('carDetail.package.actualRate', {
              rate: formatRupees(pkg.actualRatePerHourPaise),
            })}
          >
            {formatRupees(pkg.actualRatePerHourPaise)}
          </del>
        )}
      </p>
      <dl className="mt-3 divide-y divide-slate-100 text-sm">
        <Row
          label={t('carDetail.package.kmPerHour')}
          value={t('carDetail.package.km', { km: pkg.kmPerHour })}
        />
        <Row
          label={t('carDetail.package.extraKm')}
          value={t('carDetail.package.perKm', { rate: formatRupees(pkg.extraKmRatePaise) })}
          gst
        />
        {pkg.period && (
          <>
            <Row label={t('carDetail.package.hours')} value={formatHours(pkg.period.hours)} />
            <Row
              label={t('carDetail.package.baseFare')}
              value={formatRupees(pkg.period.basePaise)}
              gst
            />
            <Row
              label={t('carDetail.package.kmIncluded')}
              value={t('carDetail.package.km', { km: pkg.period.kmIncluded })}
            />
          </>
        )}
      </dl>
      {pkg.period?.lines && <RentLines lines={pkg.period.lines} />}
      {onChoose && (
        <button
          type="button"
          onClick={onChoose}
          aria-describedby={headingId}
          className="btn btn-primary mt-4"
        >
          {t('carDetail.package.bookNow')}
        </button>
      )}
    </article>
  );
}
