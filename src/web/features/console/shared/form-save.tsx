import { useTranslation } from 'react-i18next';
import { useMessage } from '../../../lib/use-message';

/** The end of a console form: why the last save failed, then its button ("Saving…" meanwhile). */
export function FormSave({
  error,
  pending,
  label,
}: {
  error: string | null;
  pending: boolean;
  label: string;
}) {
  const { t } = useTranslation();
  const message = useMessage();
  return (
    <>
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {message(error)}
        </p>
      )}
      <button type="submit" className="btn btn-primary" disabled={pending}>
        {pending ? t('console.shared.formSave.saving') : label}
      </button>
    </>
  );
}
