import type { ReactNode } from 'react';
import { Spinner } from '../../../components/spinner';
import { useMessage } from '../../../lib/use-message';
import { useTranslation } from 'react-i18next';

interface Props {
  /** The first missing part, found before anything is sent. */
  problem: string;
  /** The server's refusal, as the customer should read it; null when there is none. */
  error: ReactNode;
  /** Shown instead of the button once the request succeeded. */
  successText: string | null;
  pending: boolean;
  submitLabel: string;
}

/** The end of a checkout form: its alerts, then the submit button, a spinner or the success. */
export function CheckoutStatus({ problem, error, successText, pending, submitLabel }: Props) {
  const { t } = useTranslation();
  const msg = useMessage();
  return (
    <>
      {problem && (
        <p role="alert" className="rounded-xl bg-red-50 p-3 text-sm text-red-800">
          {msg(problem)}
        </p>
      )}
      {error && (
        <div role="alert" className="rounded-xl bg-red-50 p-3 text-sm text-red-800">
          {error}
        </div>
      )}
      {successText !== null ? (
        <p role="status" className="rounded-xl bg-green-50 p-3 text-sm text-green-800">
          {msg(successText)}
        </p>
      ) : pending ? (
        <Spinner label={t('checkout.processing')} />
      ) : (
        <button type="submit" className="btn btn-primary w-full sm:w-auto">
          {submitLabel}
        </button>
      )}
    </>
  );
}
