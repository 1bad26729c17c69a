import type { ConsoleBookingDetail } from '../../../../shared/console-bookings';
import { formatRupees } from '../../../../shared/money';

type Bill = NonNullable<ConsoleBookingDetail['bill']>;

/** The final bill of a returned car, line by line. */
export function FinalBillTable({ bill }: { bill: Bill }) {
  const rows: [string, string][] = [
    [
      `Extra km (${bill.kmDriven} driven, ${bill.kmIncluded} included): ${bill.extraKm} km`,
      formatRupees(bill.extraKmPaise),
    ],
    [`Late return: ${bill.lateHours} hour(s)`, formatRupees(bill.latePaise)],
    [`Fuel: ${bill.fuelEighthsShort}/8 below pickup`, formatRupees(bill.fuelPaise)],
    ['Damage', formatRupees(bill.damagePaise)],
    ['Total charges', formatRupees(bill.chargesPaise)],
    ['Security deposit', formatRupees(bill.depositPaise)],
    ['Deposit refund', formatRupees(bill.depositRefundPaise)],
  ];
  if (bill.balanceDuePaise > 0)
    rows.push(['Balance to collect', formatRupees(bill.balanceDuePaise)]);
  return (
    <table className="w-full text-sm">
      <caption className="mb-2 text-left text-lg font-bold text-slate-900">Final bill</caption>
      <tbody className="divide-y divide-slate-200">
        {rows.map(([label, value]) => (
          <tr key={label}>
            <th scope="row" className="py-1.5 pr-4 text-left font-normal text-slate-800">
              {label}
            </th>
            <td className="py-1.5 text-right font-semibold text-slate-900">{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
