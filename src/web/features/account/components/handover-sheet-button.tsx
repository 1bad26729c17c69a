import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/spinner';
import { GENERIC_ERROR_MESSAGE } from '../../../lib/api-client';
import { useMessage } from '../../../lib/use-message';

/**
 * Downloads the booking's handover sheet PDF (decision 0030) once the car has been handed
 * over; before that the server says so, and the message shows here.
 */
export function HandoverSheetButton({ bookingId }: { bookingId: number }) {
  const { t } = useTranslation();
  const msg = useMessage();
  const [state, setState] = useState<{ loading: boolean; error: string | null }>({
    loading: false,
    error: null,
  });
  const download = async () => {
    setState({ loading: true, error: null });
    try {
      const res = await fetch(`/api/account/bookings/${bookingId}/handover-sheet`, {
        credentials: 'same-origin',
      });
      if (!res.ok) {
        const body = (await res.json().catch(() => null)) as { message?: string } | null;
        throw new Error(body?.message ?? GENERIC_ERROR_MESSAGE);
      }
      const url = URL.createObjectURL(await res.blob());
      const link = document.createElement('a');
      link.href = url;
      link.download = `handover-sheet-booking-${bookingId}.pdf`;
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 0);
      setState({ loading: false, error: null });
    } catch (e) {
      setState({ loading: false, error: e instanceof Error ? e.message : GENERIC_ERROR_MESSAGE });
    }
  };
  return (
    <div className="mt-2">
      <button
        type="button"
        className="font-semibold text-brand-800 underline"
        disabled={state.loading}
        onClick={() => void download()}
      >
        {t('account.booking.handoverSheet')}
      </button>
      {state.loading && <Spinner label={t('account.booking.handoverSheetLoading')} />}
      {state.error && (
        <p role="alert" className="text-sm text-red-800">
          {msg(state.error)}
        </p>
      )}
    </div>
  );
}
