import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  COUNTER_PAYMENT_METHODS,
  type CounterCustomer,
  type CounterPaymentMethod,
} from '../../../../shared/counter-booking';
import type { LessonPurchase } from '../../../../shared/lesson-api';
import type { LessonCalendar } from '../../../../shared/lesson-console';
import { counterLessonSaleBodySchema } from '../../../../shared/lesson-desk-api';
import { Spinner } from '../../../components/spinner';
import { TextField } from '../../../components/text-field';
import { useFormat } from '../../../lib/use-format';
import { ConfirmDialog } from '../shared/confirm-dialog';
import { LoadError } from '../shared/load-error';
import { SelectField } from '../shared/select-field';
import { useOpenPurchases, useSellLessonPackage } from './console-lessons-api';

/**
 * The walk-in's package: one they bought with lessons left at this branch, or one sold to them
 * here, paid at the counter after the desk confirms the amount, the way and the package.
 * `onChosen` gets the purchase to book from, and the sale's notice when it was just sold.
 */
export function WalkInPackageStep({
  calendar,
  learner,
  chosen,
  onChosen,
}: {
  calendar: LessonCalendar;
  learner: CounterCustomer;
  chosen: LessonPurchase | null;
  onChosen: (purchase: LessonPurchase | null, sold?: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const { date } = useFormat();
  const purchases = useOpenPurchases(learner.id, calendar.branchId);
  const titleOf = (p: { title: string; titleHi: string }) =>
    i18n.language.startsWith('hi') ? p.titleHi : p.title;
  const counts = (p: LessonPurchase) => ({
    title: titleOf(p),
    left: p.sessions - p.sessionsUsed,
    sessions: p.sessions,
  });
  // A lesson booked takes a session: the count shown is the server's latest.
  const current = chosen && (purchases.data?.purchases.find((p) => p.id === chosen.id) ?? chosen);
  return (
    <section aria-labelledby="walk-in-package" className="space-y-3 rounded-xl bg-slate-50 p-3">
      <h3 id="walk-in-package" className="font-bold text-slate-900">
        {t('console.lessons.walkIn.package.heading')}
      </h3>
      {current ? (
        <div className="flex flex-wrap items-center gap-3">
          <p className="grow text-sm font-semibold text-slate-900">
            {t('console.lessons.walkIn.package.chosen', counts(current))}
          </p>
          <button type="button" className="btn btn-outline" onClick={() => onChosen(null)}>
            {t('console.lessons.walkIn.package.change')}
          </button>
        </div>
      ) : purchases.isPending ? (
        <Spinner label={t('console.lessons.walkIn.package.loading')} />
      ) : purchases.isError ? (
        <LoadError error={purchases.error} onRetry={() => void purchases.refetch()} />
      ) : (
        <>
          {purchases.data.purchases.length === 0 ? (
            <p className="text-sm text-slate-700">{t('console.lessons.walkIn.package.none')}</p>
          ) : (
            <ul className="space-y-2">
              {purchases.data.purchases.map((p) => (
                <li key={p.id} className="flex flex-wrap items-center gap-3">
                  <p className="grow text-sm text-slate-900">
                    {t('console.lessons.walkIn.package.bought', {
                      ...counts(p),
                      date: p.validUntil ? date(new Date(p.validUntil)) : '',
                    })}
                  </p>
                  <button type="button" className="btn btn-primary" onClick={() => onChosen(p)}>
                    {t('console.lessons.walkIn.package.useIt', { title: titleOf(p) })}
                  </button>
                </li>
              ))}
            </ul>
          )}
          <SellPackage calendar={calendar} learner={learner} onSold={onChosen} />
        </>
      )}
    </section>
  );
}

function SellPackage({
  calendar,
  learner,
  onSold,
}: {
  calendar: LessonCalendar;
  learner: CounterCustomer;
  onSold: (purchase: LessonPurchase, notice: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const { rupees } = useFormat();
  const sell = useSellLessonPackage();
  const [packageId, setPackageId] = useState(calendar.packages[0]?.id ?? 0);
  const [method, setMethod] = useState<CounterPaymentMethod>('cash');
  const [reference, setReference] = useState('');
  const [referenceError, setReferenceError] = useState<string | undefined>();
  const [asking, setAsking] = useState(false);
  const hindi = i18n.language.startsWith('hi');
  const pkg = calendar.packages.find((p) => p.id === packageId);
  if (calendar.packages.length === 0 || !pkg) {
    return (
      <p className="text-sm text-slate-700">{t('console.lessons.walkIn.package.noPackages')}</p>
    );
  }
  const body = { learnerId: learner.id, packageId, method, reference };
  const words = {
    amount: rupees(pkg.pricePaise),
    method: t(`console.lessons.walkIn.package.methodWords.${method}`),
    package: hindi ? pkg.titleHi : pkg.title,
    learner: learner.name,
  };
  return (
    <form
      noValidate
      aria-labelledby="walk-in-sell"
      className="grid gap-3 border-t border-slate-200 pt-3 sm:grid-cols-3"
      onSubmit={(e) => {
        e.preventDefault();
        // The desk's rule before it asks: a card or UPI payment names its slip.
        const parsed = counterLessonSaleBodySchema.safeParse(body);
        const problem = parsed.error?.issues.find((i) => i.path[0] === 'reference');
        setReferenceError(problem?.message);
        if (problem) return;
        sell.reset();
        setAsking(true);
      }}
    >
      <h4 id="walk-in-sell" className="font-semibold text-slate-900 sm:col-span-3">
        {t('console.lessons.walkIn.package.sellHeading')}
      </h4>
      <SelectField
        label={t('console.lessons.walkIn.package.package')}
        value={packageId}
        onChange={(e) => setPackageId(Number(e.target.value))}
      >
        {calendar.packages.map((p) => (
          <option key={p.id} value={p.id}>
            {t('console.lessons.walkIn.package.packageOption', {
              title: hindi ? p.titleHi : p.title,
              sessions: p.sessions,
              minutes: p.sessionMinutes,
              price: rupees(p.pricePaise),
            })}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('console.lessons.walkIn.package.method')}
        value={method}
        onChange={(e) => {
          setMethod(e.target.value as CounterPaymentMethod);
          setReferenceError(undefined);
        }}
      >
        {COUNTER_PAYMENT_METHODS.map((m) => (
          <option key={m} value={m}>
            {t(`console.lessons.walkIn.package.methods.${m}`)}
          </option>
        ))}
      </SelectField>
      <TextField
        label={t('console.lessons.walkIn.package.reference')}
        hint={t('console.lessons.walkIn.package.referenceHint')}
        autoComplete="off"
        value={reference}
        error={referenceError}
        onChange={(e) => setReference(e.target.value)}
      />
      <div className="sm:col-span-3">
        <button type="submit" className="btn btn-primary">
          {t('console.lessons.walkIn.package.sell')}
        </button>
      </div>
      {asking && (
        <ConfirmDialog
          tone="neutral"
          title={t('console.lessons.walkIn.package.confirmTitle', words)}
          confirmLabel={t('console.lessons.walkIn.package.confirm', { amount: words.amount })}
          pendingLabel={t('console.lessons.walkIn.package.selling')}
          pending={sell.isPending}
          error={sell.error}
          onClose={() => setAsking(false)}
          onConfirm={() =>
            sell.mutate(
              { ...body, reference: reference.trim() },
              {
                onSuccess: (purchase) => {
                  setAsking(false);
                  onSold(purchase, t('console.lessons.walkIn.package.sold', words));
                },
              },
            )
          }
        >
          {t('console.lessons.walkIn.package.confirmBody')}
        </ConfirmDialog>
      )}
    </form>
  );
}
