import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { OfferedPackage } from '../../../../shared/lesson-api';
import { Dialog } from '../../../components/dialog';
import { ErrorAlert } from '../../../components/error-alert';
import { PageLoader, Spinner } from '../../../components/spinner';
import { errorMessage } from '../../../lib/api-client';
import { useCatalogue } from '../../../lib/catalogue';
import { useSession } from '../../../lib/session';
import { useBranchName } from '../../../lib/use-branch-name';
import { useFormat } from '../../../lib/use-format';
import { usePageTitle } from '../../../lib/use-page-title';
import { useBuyPackage, useLessonPackages, usePayPurchase } from '../api/lessons-api';

/**
 * A branch's practical lesson packages (issue 34, decision 0047), each price with its GST, to
 * buy after a confirmation; the branch is `?branch=<id>`.
 */
export function LessonsPage() {
  const { t } = useTranslation();
  usePageTitle(t('lessons.title'));
  const catalogue = useCatalogue();
  const branchName = useBranchName();
  const [params, setParams] = useSearchParams();
  const branchField = useId();
  const branches = catalogue.data?.branches ?? [];
  const branchId = Number(params.get('branch')) || branches[0]?.id || null;
  const packages = useLessonPackages(branchId);
  if (catalogue.isPending) return <PageLoader />;
  if (catalogue.isError) return <ErrorAlert message={errorMessage(catalogue.error)} />;
  return (
    <section className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="text-2xl font-bold text-slate-900">{t('lessons.title')}</h1>
      <p className="mt-2 text-slate-700">{t('lessons.intro')}</p>
      <p className="mt-2">
        <Link to="/lessons/mine" className="font-semibold text-brand-800 underline">
          {t('lessons.myLessonsLink')}
        </Link>
      </p>
      <div className="mt-4">
        <label htmlFor={branchField} className="mb-1 block text-sm font-semibold text-slate-800">
          {t('lessons.branch')}
        </label>
        <select
          id={branchField}
          className="field"
          value={branchId ?? ''}
          onChange={(e) => setParams({ branch: e.target.value }, { replace: true })}
        >
          {branches.map((b) => (
            <option key={b.id} value={b.id}>
              {branchName(b.name)}
            </option>
          ))}
        </select>
      </div>
      <div className="mt-6">
        {packages.isPending ? (
          <Spinner label={t('lessons.loadingPackages')} />
        ) : packages.isError ? (
          <ErrorAlert message={errorMessage(packages.error)} />
        ) : packages.data.packages.length === 0 ? (
          <p className="text-slate-700">{t('lessons.noPackages')}</p>
        ) : (
          <ul className="space-y-4">
            {packages.data.packages.map((p) => (
              <PackageCard key={p.id} pkg={p} />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

function PackageCard({ pkg }: { pkg: OfferedPackage }) {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const { loggedIn } = useSession();
  const headingId = useId();
  const [confirming, setConfirming] = useState(false);
  const buy = useBuyPackage();
  const { pay, error: payError } = usePayPurchase();
  const title = i18n.language.startsWith('hi') ? pkg.titleHi : pkg.title;
  const price = format.rupees(pkg.pricePaise);
  const gst = format.rupees(pkg.gstPaise);
  return (
    <li aria-labelledby={headingId} className="rounded-xl border border-slate-200 p-4">
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      <p className="text-sm text-slate-700">
        {t('lessons.package.sessions', { sessions: pkg.sessions, minutes: pkg.sessionMinutes })}
      </p>
      <p className="text-sm text-slate-700">
        {t('lessons.package.validity', { days: pkg.validityDays })}
      </p>
      {pkg.theoryHours > 0 && (
        <p className="text-sm text-slate-700">
          {t('lessons.package.theory', { hours: pkg.theoryHours })}
        </p>
      )}
      <p className="mt-2 text-lg font-bold text-slate-900" data-testid="package-price">
        {t('lessons.package.price', { price })}
      </p>
      {pkg.gstPaise > 0 && (
        <p className="text-sm text-slate-600">{t('lessons.package.gst', { gst })}</p>
      )}
      {loggedIn ? (
        <button
          type="button"
          className="btn btn-primary mt-3 w-full sm:w-auto"
          onClick={() => setConfirming(true)}
        >
          {t('lessons.package.buy')}
        </button>
      ) : (
        <Link to="/user/login" className="btn btn-primary mt-3 inline-block">
          {t('lessons.package.signInToBuy')}
        </Link>
      )}
      {payError && <ErrorAlert message={payError} />}
      {confirming && (
        <Dialog
          role="alertdialog"
          title={t('lessons.buy.title', { title })}
          onClose={() => setConfirming(false)}
        >
          <p className="text-sm text-slate-700">
            {t('lessons.buy.body', { price, gst, days: pkg.validityDays })}
          </p>
          {buy.isError && <ErrorAlert message={errorMessage(buy.error)} />}
          <div className="mt-4 flex gap-2">
            <button
              type="button"
              className="btn btn-primary"
              disabled={buy.isPending}
              onClick={() =>
                buy.mutate(pkg.id, {
                  onSuccess: (checkout) => {
                    setConfirming(false);
                    void pay(checkout);
                  },
                })
              }
            >
              {buy.isPending ? t('lessons.buy.opening') : t('lessons.buy.confirm', { price })}
            </button>
            <button type="button" className="btn" onClick={() => setConfirming(false)}>
              {t('lessons.buy.cancel')}
            </button>
          </div>
        </Dialog>
      )}
    </li>
  );
}
