import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { istMonth } from '../../../../shared/console-reports';
import { REOPEN_REASON_MESSAGE } from '../../../../shared/closed-months';
import { Spinner } from '../../../components/spinner';
import { TextField } from '../../../components/text-field';
import { useFormat } from '../../../lib/use-format';
import { useMessage } from '../../../lib/use-message';
import { useClosedMonths, useCloseMonth, useReopenMonth } from '../shared/console-money-api';
import { ConfirmDialog } from '../shared/confirm-dialog';
import { LoadError } from '../shared/load-error';

/** The month before the IST month under way: the usual one to close. */
function lastMonth(now: Date) {
  const [year, month] = istMonth(now).split('-').map(Number) as [number, number];
  return month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, '0')}`;
}

/**
 * Admins close an ended month's books once its checks pass, and reopen one with a reason
 * (decision 0055). Both ask first, saying what follows.
 */
export function ClosedMonthsPanel() {
  const { t } = useTranslation();
  const { dayTime } = useFormat();
  const message = useMessage();
  const closed = useClosedMonths(true);
  const close = useCloseMonth();
  const reopen = useReopenMonth();
  const [month, setMonth] = useState(() => lastMonth(new Date()));
  const [asking, setAsking] = useState<'close' | string | null>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const [done, setDone] = useState<string | null>(null);
  const reopening = asking !== null && asking !== 'close' ? asking : null;
  return (
    <section aria-labelledby="closed-months-heading" className="space-y-3">
      <h2 id="closed-months-heading" className="font-bold text-slate-900">
        {t('console.money.closedMonths.heading')}
      </h2>
      <p className="text-sm text-slate-700">{t('console.money.closedMonths.intro')}</p>
      {done && (
        <p role="status" className="text-sm font-semibold text-green-800">
          {done}
        </p>
      )}
      <form
        noValidate
        className="flex flex-wrap items-end gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          close.reset();
          setAsking('close');
        }}
      >
        <TextField
          label={t('console.money.closedMonths.month')}
          type="month"
          value={month}
          onChange={(e) => setMonth(e.target.value)}
        />
        <button type="submit" className="btn btn-primary" disabled={!month}>
          {t('console.money.closedMonths.close', { month })}
        </button>
      </form>
      {closed.isPending ? (
        <Spinner label={t('console.money.closedMonths.loading')} />
      ) : closed.isError ? (
        <LoadError error={closed.error} onRetry={() => void closed.refetch()} />
      ) : closed.data.months.length === 0 ? (
        <p className="text-sm text-slate-700">{t('console.money.closedMonths.none')}</p>
      ) : (
        <ul className="space-y-2">
          {closed.data.months.map((m) => (
            <li key={m.month} className="flex flex-wrap items-center gap-3 text-sm">
              <span>
                {t('console.money.closedMonths.closedBy', {
                  month: m.month,
                  name: m.closedBy,
                  at: dayTime(new Date(m.closedAt)),
                })}
              </span>
              <button
                type="button"
                className="btn btn-outline"
                onClick={() => {
                  reopen.reset();
                  setReason('');
                  setReasonError(undefined);
                  setAsking(m.month);
                }}
              >
                {t('console.money.closedMonths.reopen', { month: m.month })}
              </button>
            </li>
          ))}
        </ul>
      )}
      {asking === 'close' && (
        <ConfirmDialog
          title={t('console.money.closedMonths.closeTitle', { month })}
          confirmLabel={t('console.money.closedMonths.close', { month })}
          pendingLabel={t('console.money.closedMonths.closing')}
          tone="neutral"
          pending={close.isPending}
          error={close.error}
          onClose={() => setAsking(null)}
          onConfirm={() =>
            close.mutate(month, {
              onSuccess: () => {
                setAsking(null);
                setDone(t('console.money.closedMonths.closedDone', { month }));
              },
            })
          }
        >
          <p>{t('console.money.closedMonths.closeBody', { month })}</p>
        </ConfirmDialog>
      )}
      {reopening && (
        <ConfirmDialog
          title={t('console.money.closedMonths.reopenTitle', { month: reopening })}
          confirmLabel={t('console.money.closedMonths.reopen', { month: reopening })}
          pendingLabel={t('console.money.closedMonths.reopening')}
          pending={reopen.isPending}
          error={reopen.error}
          onClose={() => setAsking(null)}
          onConfirm={() => {
            if (reason.trim().length < 5) {
              setReasonError(message(REOPEN_REASON_MESSAGE));
              return;
            }
            reopen.mutate(
              { month: reopening, reason: reason.trim() },
              {
                onSuccess: () => {
                  setAsking(null);
                  setDone(t('console.money.closedMonths.reopenedDone', { month: reopening }));
                },
              },
            );
          }}
        >
          <p>{t('console.money.closedMonths.reopenBody', { month: reopening })}</p>
          <div className="mt-3">
            <TextField
              label={t('console.money.closedMonths.reason')}
              maxLength={300}
              value={reason}
              error={reasonError}
              onChange={(e) => setReason(e.target.value)}
            />
          </div>
        </ConfirmDialog>
      )}
    </section>
  );
}
