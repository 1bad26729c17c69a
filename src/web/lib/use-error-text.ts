import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { MessageFigures } from '../../shared/message-figures';
import { ApiRequestError, errorMessage } from './api-client';
import { useFormat } from './use-format';
import { useMessage } from './use-message';
import { useRefusalText } from './use-refusal-text';

/**
 * A refusal whose sentence holds a date, worded from its figures in the page's language with
 * the page's own date format; null where the page's catalogue lacks the words (the console's
 * are loaded with the /staff routes only), so the server's sentence is shown instead.
 */
function useFiguresText(): (figures: MessageFigures) => string | null {
  const { t, i18n } = useTranslation();
  const { dayTime, rupees } = useFormat();
  const refusalText = useRefusalText();
  return useCallback(
    (f: MessageFigures) => {
      if (!i18n.exists(`console.shared.figures.${f.kind}`)) return null;
      const when = (iso: string) => dayTime(new Date(iso));
      switch (f.kind) {
        case 'carRefused':
          return t('console.shared.figures.carRefused', {
            car: f.car,
            why: refusalText(f.refusal),
          });
        case 'blockClash':
          return t('console.shared.figures.blockClash', {
            id: f.bookingId,
            from: when(f.from),
            until: when(f.until),
          });
        case 'depositAlreadyKept':
          return t('console.shared.figures.depositAlreadyKept', {
            amount: rupees(f.keptPaise),
            at: when(f.at),
          });
        case 'lessonSlotTaken':
          return t('console.shared.figures.lessonSlotTaken', {
            from: when(f.from),
            until: when(f.until),
          });
        case 'earlyHandover':
          return t('console.shared.figures.earlyHandover', {
            hours: f.hours,
            pickup: when(f.pickupAt),
          });
      }
    },
    [t, i18n, dayTime, rupees, refusalText],
  );
}

/**
 * What a failed call says, in the page's language: a refusal with figures is worded from them,
 * any other message goes through the catalogue (useMessage) as it came.
 */
export function useErrorText(): (error: unknown) => string {
  const message = useMessage();
  const figuresText = useFiguresText();
  return useCallback(
    (error: unknown) => {
      const figures = error instanceof ApiRequestError ? error.figures : undefined;
      return (figures && figuresText(figures)) ?? message(errorMessage(error));
    },
    [message, figuresText],
  );
}
