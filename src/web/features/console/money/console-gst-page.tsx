import { useState } from 'react';
import { useForm } from 'react-hook-form';
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

const rateText = (bp: number | null) => (bp === null ? 'not set' : `${bp / 100} %`);

/**
 * /staff/gst (admins): the business's GST registration as configured, and the SAC code and rate
 * of each car category and course category. Rulings differ for self-drive rental: the business
 * sets these on its accountant's advice (decision 0031).
 */
export function ConsoleGstPage() {
  usePageTitle('GST settings');
  const view = useGstSettings();
  if (view.isPending) return <PageLoader label="Loading the GST settings…" />;
  if (view.isError) return <LoadError error={view.error} onRetry={() => void view.refetch()} />;
  return (
    <section className="max-w-4xl space-y-6">
      <h1 className="text-2xl font-bold text-slate-900">GST settings</h1>
      <Registration registration={view.data.registration} />
      <section aria-labelledby="gst-rates-heading" className="space-y-3">
        <h2 id="gst-rates-heading" className="text-lg font-bold text-slate-900">
          SAC code and rate per category
        </h2>
        <p className="text-sm text-slate-700">
          Advance rulings differ on the SAC (997311, 997329, 996601) and rate for self-drive rental:
          set them on your accountant’s advice. A category without a rate is charged no GST. A new
          rate applies to payments from now on; documents already issued never change. GSTR-1
          reports a category at 0 % as nil-rated and one without a rate as exempt.
        </p>
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
  const rows: [string, string][] = [
    ['GST', r.enabled ? 'On' : 'Off'],
    ['GSTIN', r.gstin ?? 'Not set'],
    ['Legal name', r.legalName || 'Not set'],
    ['Address', r.address || 'Not set'],
    ['State', `${GST_STATES[r.stateCode] ?? r.stateCode} (${r.stateCode})`],
    [
      'Rental prices shown',
      r.pricesIncludeTax
        ? 'Include GST'
        : 'Exclude GST: the checkout, the counter and the final bill add it',
    ],
    ['Course prices shown', 'Include GST (always)'],
  ];
  return (
    <section
      aria-labelledby="gst-registration-heading"
      className="rounded-2xl bg-white p-4 shadow-sm"
    >
      <h2 id="gst-registration-heading" className="text-lg font-bold text-slate-900">
        Registration
      </h2>
      <dl className="mt-2 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        {rows.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="font-semibold text-slate-700">{term}</dt>
            <dd className="text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-2 text-sm text-slate-700">
        These come from the server’s settings (GST_ENABLED, GSTIN, GST_LEGAL_NAME, GST_ADDRESS,
        GST_PRICES_INCLUDE_TAX); change them there and restart.
      </p>
    </section>
  );
}

function RateRow({ row }: { row: GstRateRow }) {
  const save = useSaveGstRate();
  const [saved, setSaved] = useState(false);
  const { register, handleSubmit, formState } = useForm({
    values: { sac: row.sac ?? '', rate: row.rateBp === null ? '' : String(row.rateBp / 100) },
  });
  const kind = row.subject === 'car_category' ? 'Car category' : 'Course category';
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
            {kind} · now {row.sac ?? 'no SAC'}, {rateText(row.rateBp)}
          </p>
          {saved && (
            <p role="status" className="text-sm font-semibold text-green-800">
              Saved.
            </p>
          )}
        </div>
        <TextField
          label={`SAC for ${row.name}`}
          inputMode="numeric"
          error={formState.errors.sac?.message}
          {...register('sac', {
            required: SAC_MESSAGE,
            pattern: { value: /^99\d{4}$/, message: SAC_MESSAGE },
          })}
        />
        <TextField
          label={`GST % for ${row.name}`}
          inputMode="decimal"
          error={formState.errors.rate?.message}
          {...register('rate', {
            required: GST_RATE_MESSAGE,
            validate: (v) =>
              (/^\d{1,2}(\.\d{1,2})?$/.test(v) && Number(v) <= 40) || GST_RATE_MESSAGE,
          })}
        />
        <button type="submit" className="btn btn-primary mt-6" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save'}
        </button>
      </form>
      <ActionError error={save.error} className="mt-2" />
    </li>
  );
}
