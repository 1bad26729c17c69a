import { useTranslation } from 'react-i18next';
import {
  paperDateState,
  serviceKmState,
  type CarCompliance,
} from '../../../../shared/fleet-compliance';
import { istDate, istInstant } from '../../../../shared/time';
import { useFormat } from '../../../lib/use-format';

type State = 'lapsed' | 'due' | 'ok';

/** Each state in its colour; the words say it too (never colour alone). */
const TONE: Record<State, string> = {
  lapsed: 'bg-red-50 text-red-900 ring-red-300',
  due: 'bg-amber-50 text-amber-900 ring-amber-300',
  ok: 'bg-green-50 text-green-900 ring-green-200',
};

/** The dated papers and the service date, in the form's order. */
const DATED = [
  ['registration', 'registrationExpiresOn'],
  ['insurance', 'insuranceExpiresOn'],
  ['puc', 'pucExpiresOn'],
  ['permit', 'permitExpiresOn'],
  ['service', 'serviceDueOn'],
] as const;

/**
 * How each of the car's saved papers and its service stand today (IST): lapsed in red, due
 * within 30 days (or 500 km) in amber with the days left, in order in green; each says its
 * state in words. Papers not recorded are left out.
 */
export function CarPaperStates({
  compliance,
  today = istDate(new Date()),
}: {
  compliance: CarCompliance;
  /** Today's IST date (YYYY-MM-DD). */
  today?: string;
}) {
  const { t } = useTranslation();
  const { date } = useFormat();
  const rows: { key: string; name: string; when: string; state: State; words: string }[] = [];
  for (const [item, field] of DATED) {
    const on = compliance[field];
    if (!on) continue;
    const { state, days } = paperDateState(on, today);
    const shown = date(istInstant(on, '12:00'));
    rows.push({
      key: item,
      name: t(`console.fleet.compliance.states.${item}`),
      when:
        item === 'service'
          ? t('console.fleet.compliance.states.dueOn', { date: shown })
          : t('console.fleet.compliance.states.validUntil', { date: shown }),
      state,
      words:
        state === 'lapsed'
          ? t(
              item === 'service'
                ? 'console.fleet.compliance.states.overdue'
                : 'console.fleet.compliance.states.lapsed',
            )
          : state === 'ok'
            ? t('console.fleet.compliance.states.ok')
            : days === 0
              ? t('console.fleet.compliance.states.dueToday')
              : days === 1
                ? t('console.fleet.compliance.states.dueTomorrow')
                : t('console.fleet.compliance.states.dueInDays', { days }),
    });
  }
  if (compliance.serviceDueKm !== null && compliance.odometerKm !== null) {
    const { state, km } = serviceKmState(compliance.serviceDueKm, compliance.odometerKm);
    rows.push({
      key: 'service-km',
      name: t('console.fleet.compliance.states.service'),
      when: t('console.fleet.compliance.states.dueAtKm', { km: compliance.serviceDueKm }),
      state,
      words:
        state === 'lapsed'
          ? t('console.fleet.compliance.states.overdue')
          : state === 'due'
            ? t('console.fleet.compliance.states.dueInKm', { km })
            : t('console.fleet.compliance.states.ok'),
    });
  }
  if (rows.length === 0) {
    return <p className="text-sm text-slate-600">{t('console.fleet.compliance.states.none')}</p>;
  }
  return (
    <ul aria-label={t('console.fleet.compliance.states.label')} className="space-y-2 text-sm">
      {rows.map((row) => (
        <li
          key={row.key}
          className={`flex flex-wrap items-baseline gap-x-3 rounded-xl px-3 py-2 ring-1 ring-inset ${TONE[row.state]}`}
        >
          <span className="font-semibold">{row.name}</span>
          <span>{row.when}</span>
          <strong className="ml-auto">{row.words}</strong>
        </li>
      ))}
    </ul>
  );
}
