import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { CarRefusal } from '../../shared/car-refusal';
import { istInstant } from '../../shared/time';
import { useFormat } from './use-format';

/**
 * Why a car cannot take a period, in the page's language, from the server's figures
 * (shared/car-refusal.ts): the booking and its times, the block and its reason, the
 * turnaround gap, the paper or service and its date.
 */
export function useRefusalText(): (refusal: CarRefusal) => string {
  const { t } = useTranslation();
  const { dayTime, date } = useFormat();
  return useCallback(
    (r: CarRefusal) => {
      const when = (iso: string) => dayTime(new Date(iso));
      switch (r.kind) {
        case 'booking':
          return t('console.bookings.refusal.booking', {
            id: r.bookingId,
            from: when(r.from),
            until: when(r.until),
          });
        case 'block':
          return t('console.bookings.refusal.block', {
            from: when(r.from),
            until: when(r.until),
            reason: r.reason,
          });
        case 'turnaround':
          return t('console.bookings.refusal.turnaround', {
            minutes: r.minutes,
            id: r.bookingId,
            from: when(r.from),
            until: when(r.until),
          });
        case 'paper': {
          const on = date(istInstant(r.on, '12:00'));
          return r.item === 'service'
            ? t('console.bookings.refusal.service', { date: on })
            : t('console.bookings.refusal.paper', {
                paper: t(`console.bookings.refusal.papers.${r.item}`),
                date: on,
              });
        }
        case 'serviceKm':
          return t('console.bookings.refusal.serviceKm', { dueKm: r.dueKm, km: r.odometerKm });
      }
    },
    [t, dayTime, date],
  );
}
