import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError, errorMessage } from '../../../lib/api-client';
import { useFormat } from '../../../lib/use-format';

/**
 * What a failed lesson call says, for an ErrorAlert (which words the server's English in the
 * page's language): the slot someone took first is worded from its times.
 */
export function useLessonError(): (error: unknown) => string {
  const { t } = useTranslation();
  const { dayTime } = useFormat();
  return useCallback(
    (error: unknown) => {
      const figures = error instanceof ApiRequestError ? error.figures : undefined;
      if (figures?.kind === 'lessonSlotTaken') {
        return t('lessons.book.slotTaken', {
          from: dayTime(new Date(figures.from)),
          until: dayTime(new Date(figures.until)),
        });
      }
      return errorMessage(error);
    },
    [t, dayTime],
  );
}

/** "10:00 am" of an IST day-and-time ("5 Sept, 10:00 am"). */
export const timeOf = (dayTime: string) => dayTime.split(', ')[1] ?? dayTime;
