import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { GST_STATES } from '../../../../shared/gst';
import {
  GST_RATE_MESSAGE,
  SAC_MESSAGE,
  type GstRateRow,
  type GstSettingsView,
} from '../../../../shared/gst-settings';
import { ActionError } from '../../../components/action-error';
import { PageLoader } from '../../../components/spinner';
import { TextField } from '../../../components/text-field';
import { usePageTitle } from '../../../lib/use-page-title';
import { useGstSettings, useSaveGstRate } from '../shared/console-money-api';
import { LoadError } from '../shared/load-error';

/**
 * /staff/gst (admins): the business's GST registration as configured, and the SAC code and rate
 * of each car category and course category. Rulings differ for self-drive rental: the business
 * sets these on its accountant's advice (decision 0031).
 */
export function ConsoleGstPage() {
  const { t } = useTranslation();
  usePageTitle(t('console.money.gst.title'));
  const view = useGstSettings();
  if (view.isPending) return <PageLoader label={t('console.money.gst.loading')} />;
  if (view.isError) return <LoadError error={view.error} onRetry={() => void view.refetch()} />;
  return (
    <section className="max-w-4xl space-y-6">
      <h1 className="text-2xl font-bold text-slate-900">{t('console.money.gst.title')}</h1>
      <Registration registration={view.data.registration} />
      <section aria-labelledby="gst-rates-heading" className="space-y-3">
        <h2 id="gst-rates-heading" className="text-lg font-bold text-slate-900">
          {t('console.money.gst.ratesHeading')}
        </h2>
        <p className="text-sm text-slate-700">{t('console.money.gst.ratesIntro')}</p>
        <ul className="space-y-3">
          {view.data.rates.map((r) => (
            <RateRow key={`${r.subject}:${r.subjectKey}`} row={r} />
          ))}
        </ul>
      </section>
    </section>
  );
}

function Registration({ registration: r }: { registration: GstSettingsView['registration'] }) {
  const { t } = useTranslation();
  const notSet = t('console.money.gst.notSet');
  const rows: [string, string][] = [
    [
      t('console.money.gst.gst'),
      r.enabled ? t('console.money.gst.on') : t('console.money.gst.off'),
    ],
    [t('console.money.gst.gstin'), r.gstin ?? notSet],
    [t('console.money.gst.legalName'), r.legalName || notSet],
    [t('console.money.gst.address'), r.address || notSet],
    [t('console.money.gst.state'), `${GST_STATES[r.stateCode] ?? r.stateCode} (${r.stateCode})`],
    [
      t('console.money.gst.rentalPrices'),
      r.pricesIncludeTax ? t('console.money.gst.includeGst') : t('console.money.gst.excludeGst'),
    ],
    [t('console.money.gst.coursePrices'), t('console.money.gst.courseIncludeGst')],
  ];
  return (
    <section
      aria-labelledby="gst-registration-heading"
      className="rounded-2xl bg-white p-4 shadow-sm"
    >
      <h2 id="gst-registration-heading" className="text-lg font-bold text-slate-900">
        {t('console.money.gst.registration')}
      </h2>
      <dl className="mt-2 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        {rows.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="font-semibold text-slate-700">{term}</dt>
            <dd className="text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-2 text-sm text-slate-700">{t('console.money.gst.settingsNote')}</p>
    </section>
  );
}

function RateRow({ row }: { row: GstRateRow }) {
  const { t } = useTranslation();
  const save = useSaveGstRate();
  const [saved, setSaved] = useState(false);
  const { register, handleSubmit, formState } = useForm({
    values: { sac: row.sac ?? '', rate: row.rateBp === null ? '' : String(row.rateBp / 100) },
  });
  const kind =
    row.subject === 'car_category'
      ? t('console.money.gst.carCategory')
      : t('console.money.gst.courseCategory');
  const rate = row.rateBp === null ? t('console.money.gst.rateNotSet') : `${row.rateBp / 100} %`;
  return (
    <li className="rounded-2xl bg-white p-4 shadow-sm">
      <form
        noValidate
        className="grid items-start gap-3 sm:grid-cols-[1fr_10rem_8rem_auto]"
        onSubmit={handleSubmit((v) => {
          setSaved(false);
          save.mutate(
            {
              subject: row.subject,
              subjectKey: row.subjectKey,
              sac: v.sac.trim(),
              rateBp: Math.round(Number(v.rate) * 100),
            },
            { onSuccess: () => setSaved(true) },
          );
        })}
      >
        <div>
          <p className="font-semibold text-slate-900">{row.name}</p>
          <p className="text-sm text-slate-700">
            {t('console.money.gst.now', {
              kind,
              sac: row.sac ?? t('console.money.gst.noSac'),
              rate,
            })}
          </p>
          {saved && (
            <p role="status" className="text-sm font-semibold text-green-800">
              {t('console.money.gst.saved')}
            </p>
          )}
        </div>
        <TextField
          label={t('console.money.gst.sacFor', { name: row.name })}
          inputMode="numeric"
          error={formState.errors.sac?.message}
          {...register('sac', {
            required: SAC_MESSAGE,
            pattern: { value: /^99\d{4}$/, message: SAC_MESSAGE },
          })}
        />
        <TextField
          label={t('console.money.gst.rateFor', { name: row.name })}
          inputMode="decimal"
          error={formState.errors.rate?.message}
          {...register('rate', {
            required: GST_RATE_MESSAGE,
            validate: (v) =>
              (/^\d{1,2}(\.\d{1,2})?$/.test(v) && Number(v) <= 40) || GST_RATE_MESSAGE,
          })}
        />
        <button type="submit" className="btn btn-primary mt-6" disabled={save.isPending}>
          {save.isPending ? t('console.money.gst.saving') : t('console.money.gst.save')}
        </button>
      </form>
      <ActionError error={save.error} className="mt-2" />
    </li>
  );
}
