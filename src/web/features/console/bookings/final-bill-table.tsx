import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { ConsoleBookingDetail } from '../../../../shared/console-bookings';
import { useFormat } from '../../../lib/use-format';

type Bill = NonNullable<ConsoleBookingDetail['bill']>;
type Rupees = (paise: number) => string;

/** The late line, naming which of the branch's rules it was charged under (decision 0029). */
function lateLine(t: TFunction, rupees: Rupees, bill: Bill) {
  const rules = bill.rules;
  if (!rules) return t('console.bookings.finalBill.late', { hours: bill.lateHours });
  const values = {
    hours: bill.lateHours,
    rate: rupees(rules.lateRatePerHourPaise),
    source:
      rules.lateRateSource === 'branch'
        ? t('console.bookings.finalBill.branchRate')
        : t('console.bookings.finalBill.packageRate'),
    minutes: rules.lateGraceMinutes,
  };
  return rules.lateGraceMinutes > 0
    ? t('console.bookings.finalBill.lateRuleGrace', values)
    : t('console.bookings.finalBill.lateRule', values);
}
function fuelLine(t: TFunction, rupees: Rupees, bill: Bill) {
  const rules = bill.rules;
  if (!rules) return t('console.bookings.finalBill.fuel', { eighths: bill.fuelEighthsShort });
  return t('console.bookings.finalBill.fuelRule', {
    eighths: bill.fuelEighthsShort,
    price: rupees(rules.fuelChargePerEighthPaise),
    source:
      rules.fuelPriceSource === 'branch'
        ? t('console.bookings.finalBill.branchPrice')
        : t('console.bookings.finalBill.standardPrice'),
  });
}

/** The GST added to the charges when prices exclude GST (decision 0031). */
function gstRows(t: TFunction, rupees: Rupees, gst: Bill['gst']): [string, string][] {
  if (!gst) return [];
  const half = gst.rateBp / 200;
  return gst.interState
    ? [[t('console.bookings.finalBill.igst', { rate: gst.rateBp / 100 }), rupees(gst.igstPaise)]]
    : [
        [t('console.bookings.finalBill.cgst', { rate: half }), rupees(gst.cgstPaise)],
        [t('console.bookings.finalBill.sgst', { rate: half }), rupees(gst.sgstPaise)],
      ];
}

/** The final bill of a returned car, line by line, each charge naming the rule it used. */
export function FinalBillTable({ bill }: { bill: Bill }) {
  const { t } = useTranslation();
  const { rupees } = useFormat();
  const rows: [string, string][] = [
    [
      t('console.bookings.finalBill.extraKm', {
        driven: bill.kmDriven,
        included: bill.kmIncluded,
        extra: bill.extraKm,
      }),
      rupees(bill.extraKmPaise),
    ],
    [lateLine(t, rupees, bill), rupees(bill.latePaise)],
    [fuelLine(t, rupees, bill), rupees(bill.fuelPaise)],
    [t('console.bookings.finalBill.damage'), rupees(bill.damagePaise)],
    ...gstRows(t, rupees, bill.gst),
    [t('console.bookings.finalBill.total'), rupees(bill.chargesPaise)],
    [t('console.bookings.finalBill.deposit'), rupees(bill.depositPaise)],
    ...(bill.owedBeforePaise
      ? [
          [t('console.bookings.finalBill.owedBefore'), rupees(bill.owedBeforePaise)] as [
            string,
            string,
          ],
        ]
      : []),
    [t('console.bookings.finalBill.depositRefund'), rupees(bill.depositRefundPaise)],
  ];
  if (bill.balanceDuePaise > 0)
    rows.push([t('console.bookings.finalBill.balance'), rupees(bill.balanceDuePaise)]);
  return (
    <table className="w-full text-sm">
      <caption className="mb-2 text-left text-lg font-bold text-slate-900">
        {t('console.bookings.finalBill.caption')}
      </caption>
      <tbody className="divide-y divide-slate-200">
        {rows.map(([label, value]) => (
          <tr key={label}>
            <th scope="row" className="py-1.5 pr-4 text-left font-normal text-slate-800">
              {label}
            </th>
            {/* An amount never breaks across lines ("₹1,50 / 0" in a narrow dialog). */}
            <td className="py-1.5 text-right font-semibold whitespace-nowrap text-slate-900 tabular-nums">
              {value}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
