import type { ConsoleBookingDetail } from '../../../../shared/console-bookings';
import { formatRupees } from '../../../../shared/money';

type Bill = NonNullable<ConsoleBookingDetail['bill']>;

/** Which of the branch's rules a line was charged under (decision 0029). */
function lateRule(rules: Bill['rules']) {
  if (!rules) return '';
  const source = rules.lateRateSource === 'branch' ? 'branch rate' : 'package rate';
  const grace = rules.lateGraceMinutes > 0 ? `, after ${rules.lateGraceMinutes} min grace` : '';
  return ` at ${formatRupees(rules.lateRatePerHourPaise)}/hour (${source}${grace})`;
}
function fuelRule(rules: Bill['rules']) {
  if (!rules) return '';
  const source = rules.fuelPriceSource === 'branch' ? 'branch price' : 'standard price';
  return ` at ${formatRupees(rules.fuelChargePerEighthPaise)}/eighth (${source})`;
}

/** The GST added to the charges when prices exclude GST (decision 0031). */
function gstRows(gst: Bill['gst']): [string, string][] {
  if (!gst) return [];
  const half = `${gst.rateBp / 200}%`;
  return gst.interState
    ? [[`IGST ${gst.rateBp / 100}% added`, formatRupees(gst.igstPaise)]]
    : [
        [`CGST ${half} added`, formatRupees(gst.cgstPaise)],
        [`SGST ${half} added`, formatRupees(gst.sgstPaise)],
      ];
}

/** The final bill of a returned car, line by line, each charge naming the rule it used. */
export function FinalBillTable({ bill }: { bill: Bill }) {
  const rows: [string, string][] = [
    [
      `Extra km (${bill.kmDriven} driven, ${bill.kmIncluded} included): ${bill.extraKm} km`,
      formatRupees(bill.extraKmPaise),
    ],
    [`Late return: ${bill.lateHours} hour(s)${lateRule(bill.rules)}`, formatRupees(bill.latePaise)],
    [
      `Fuel: ${bill.fuelEighthsShort}/8 below pickup${fuelRule(bill.rules)}`,
      formatRupees(bill.fuelPaise),
    ],
    ['Damage', formatRupees(bill.damagePaise)],
    ...gstRows(bill.gst),
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
