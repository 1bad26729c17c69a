import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { z } from 'zod';
import type { finalBillSchema } from '../../../../shared/console-bookings';
import { balancePaymentPath } from '../../../../shared/balance-collection';
import type { DepositHold } from '../../../../shared/deposit-hold';
import { formatIstDayTime } from '../../../../shared/ist-format';
import { languageOfTag } from '../../../../shared/language';
import { formatRupees } from '../../../../shared/money';
import { Spinner } from '../../../components/spinner';
import { apiGet } from '../../../lib/api-client';
import { useMessage } from '../../../lib/use-message';
import { useTranslation } from 'react-i18next';

type Bill = z.infer<typeof finalBillSchema>;

/**
 * What is still owed on a bill with a balance, from the journal: a balance collected at the
 * counter or paid online since the return leaves nothing to pay.
 */
function useOwed(bookingId: number, enabled: boolean) {
  return useQuery({
    queryKey: ['account', 'balance', bookingId],
    enabled,
    staleTime: 0,
    queryFn: ({ signal }) =>
      apiGet<{ owedPaise: number }>(`/api/bookings/${bookingId}/balance`, { signal }),
  });
}

/** A returned booking's final bill, loaded when the customer opens it. */
export function FinalBill({ bookingId }: { bookingId: number }) {
  const { t, i18n } = useTranslation();
  const msg = useMessage();
  const query = useQuery({
    queryKey: ['account', 'final-bill', bookingId],
    queryFn: ({ signal }) =>
      apiGet<{ bill: Bill; depositHold?: DepositHold }>(
        `/api/account/bookings/${bookingId}/final-bill`,
        { signal },
      ),
  });
  const billed = query.data?.bill.balanceDuePaise ?? 0;
  const owed = useOwed(bookingId, billed > 0);
  if (query.isPending || (billed > 0 && owed.isPending))
    return <Spinner label={t('account.bill.loading')} />;
  if (query.isError) return <p className="text-sm text-slate-700">{msg(query.error.message)}</p>;
  const b = query.data.bill;
  const hold = query.data.depositHold;
  // Prices shown without GST: the GST the bill added to its charges.
  const gstLines = ({ gst }: Bill): [string, number][] =>
    !gst
      ? []
      : gst.interState
        ? [[t('account.bill.igst', { rate: gst.rateBp / 100 }), gst.igstPaise]]
        : [
            [t('account.bill.cgst', { rate: gst.rateBp / 200 }), gst.cgstPaise],
            [t('account.bill.sgst', { rate: gst.rateBp / 200 }), gst.sgstPaise],
          ];
  // Unknown (the question failed): the bill's figure, as before.
  const owedPaise = owed.data?.owedPaise ?? b.balanceDuePaise;
  const lines: [string, number][] = [
    [t('account.bill.extraKm', { km: b.extraKm }), b.extraKmPaise],
    [t('account.bill.late', { hours: b.lateHours }), b.latePaise],
    [t('account.bill.fuel', { eighths: b.fuelEighthsShort }), b.fuelPaise],
    [t('account.bill.damage'), b.damagePaise],
    ...gstLines(b),
    [t('account.bill.charges'), b.chargesPaise],
    ...(b.owedBeforePaise
      ? [[t('account.bill.owedBefore'), b.owedBeforePaise] as [string, number]]
      : []),
    [t('account.bill.deposit'), b.depositRefundPaise],
  ];
  if (owedPaise > 0) lines.push([t('account.bill.balance'), owedPaise]);
  else if (b.balanceDuePaise > 0) lines.push([t('account.bill.balancePaid'), b.balanceDuePaise]);
  return (
    <>
      <dl className="grid grid-cols-2 gap-x-4 text-sm">
        {lines.map(([label, paise]) => (
          <div key={label} className="contents">
            <dt className="text-slate-700">{label}</dt>
            <dd className="text-right font-semibold text-slate-900">{formatRupees(paise)}</dd>
          </div>
        ))}
      </dl>
      {hold && (
        <p className="mt-2 text-sm text-slate-700">
          {t('account.bill.depositHeld', {
            amount: formatRupees(hold.heldPaise),
            until: formatIstDayTime(new Date(hold.heldUntil), languageOfTag(i18n.language)),
          })}
        </p>
      )}
      {owedPaise > 0 && (
        // The pay page asks what is still owed: nothing, once paid at the counter.
        <Link
          to={balancePaymentPath(bookingId)}
          className="mt-2 inline-block font-semibold text-brand-800 underline"
        >
          {t('account.bill.payBalance')}
        </Link>
      )}
    </>
  );
}
