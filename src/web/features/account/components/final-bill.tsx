import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { finalBillSchema } from '../../../../shared/console-bookings';
import { formatRupees } from '../../../../shared/money';
import { Spinner } from '../../../components/spinner';
import { apiGet } from '../../../lib/api-client';

type Bill = z.infer<typeof finalBillSchema>;

/** A returned booking's final bill, loaded when the customer opens it. */
export function FinalBill({ bookingId }: { bookingId: number }) {
  const query = useQuery({
    queryKey: ['account', 'final-bill', bookingId],
    queryFn: ({ signal }) =>
      apiGet<{ bill: Bill }>(`/api/account/bookings/${bookingId}/final-bill`, { signal }),
  });
  if (query.isPending) return <Spinner label="Loading the final bill…" />;
  if (query.isError) return <p className="text-sm text-slate-700">{query.error.message}</p>;
  const b = query.data.bill;
  const lines: [string, number][] = [
    [`Extra km: ${b.extraKm}`, b.extraKmPaise],
    [`Late return: ${b.lateHours} h`, b.latePaise],
    [`Fuel: ${b.fuelEighthsShort}/8`, b.fuelPaise],
    ['Damage', b.damagePaise],
    ['Total charges', b.chargesPaise],
    ['Deposit refund', b.depositRefundPaise],
  ];
  if (b.balanceDuePaise > 0) lines.push(['Balance to pay', b.balanceDuePaise]);
  return (
    <dl className="grid grid-cols-2 gap-x-4 text-sm">
      {lines.map(([label, paise]) => (
        <div key={label} className="contents">
          <dt className="text-slate-700">{label}</dt>
          <dd className="text-right font-semibold text-slate-900">{formatRupees(paise)}</dd>
        </div>
      ))}
    </dl>
  );
}
