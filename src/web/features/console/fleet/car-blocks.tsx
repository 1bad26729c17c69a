import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionError } from '../../../components/action-error';
import { ConfirmButton } from '../shared/confirm-dialog';
import { Spinner } from '../../../components/spinner';
import { TextField } from '../../../components/text-field';
import { useFormat } from '../../../lib/use-format';
import { istIso } from '../shared/ist-local';
import { useCarBlocks, useCreateBlock, useDeleteBlock } from '../shared/console-availability-api';
import { LoadError } from '../shared/load-error';

/** Maintenance blocks of a car: while blocked it is not offered and cannot be booked. */
export function CarBlocks({ carId }: { carId: number }) {
  const { t } = useTranslation();
  const format = useFormat();
  const blocks = useCarBlocks(carId);
  const create = useCreateBlock(carId);
  const remove = useDeleteBlock(carId);
  const [from, setFrom] = useState('');
  const [until, setUntil] = useState('');
  const [reason, setReason] = useState('');
  return (
    <section aria-labelledby="blocks-heading" className="space-y-4">
      <h2 id="blocks-heading" className="text-xl font-bold text-slate-900">
        {t('console.fleet.blocks.heading')}
      </h2>
      {blocks.isPending ? (
        <Spinner label={t('console.fleet.blocks.loading')} />
      ) : blocks.isError ? (
        <LoadError error={blocks.error} onRetry={() => void blocks.refetch()} />
      ) : blocks.data.blocks.length === 0 ? (
        <p className="text-slate-700">{t('console.fleet.blocks.none')}</p>
      ) : (
        <ul className="divide-y divide-slate-200 rounded-2xl bg-white shadow-sm">
          {blocks.data.blocks.map((b) => {
            const period = {
              from: format.dayTime(new Date(b.startsAt)),
              to: format.dayTime(new Date(b.endsAt)),
              reason: b.reason,
            };
            return (
              <li key={b.id} className="flex flex-wrap items-center gap-3 p-3">
                <p className="flex-1 text-sm text-slate-800">
                  {t('console.fleet.blocks.period', period)}
                </p>
                <ConfirmButton
                  label={t('console.fleet.blocks.remove')}
                  disabled={remove.isPending}
                  title={t('console.fleet.blocks.removeTitle')}
                  confirmLabel={t('console.fleet.blocks.removeConfirm')}
                  pendingLabel={t('console.fleet.blocks.removing')}
                  pending={remove.isPending}
                  error={remove.error}
                  onOpen={() => remove.reset()}
                  onConfirm={(done) => remove.mutate(b.id, { onSuccess: done })}
                >
                  {t('console.fleet.blocks.removeBody', period)}
                </ConfirmButton>
              </li>
            );
          })}
        </ul>
      )}
      <form
        noValidate
        className="grid gap-4 rounded-2xl bg-white p-4 shadow-sm sm:grid-cols-3"
        onSubmit={(e) => {
          e.preventDefault();
          create.mutate(
            { startsAt: istIso(from), endsAt: istIso(until), reason },
            {
              onSuccess: () => {
                setFrom('');
                setUntil('');
                setReason('');
              },
            },
          );
        }}
      >
        <TextField
          label={t('console.fleet.blocks.from')}
          type="datetime-local"
          value={from}
          onChange={(e) => setFrom(e.target.value)}
        />
        <TextField
          label={t('console.fleet.blocks.until')}
          type="datetime-local"
          value={until}
          onChange={(e) => setUntil(e.target.value)}
        />
        <TextField
          label={t('console.fleet.blocks.reason')}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
        <ActionError error={create.error} className="sm:col-span-3" />
        <button type="submit" className="btn btn-primary sm:col-span-3" disabled={create.isPending}>
          {create.isPending ? t('console.fleet.blocks.blocking') : t('console.fleet.blocks.block')}
        </button>
      </form>
    </section>
  );
}
