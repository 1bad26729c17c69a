import { useTranslation } from 'react-i18next';
import { lazy, Suspense, useId } from 'react';
import { Spinner } from '../spinner';

const RichTextEditor = lazy(() => import('./rich-text-editor'));

/**
 * A labelled rich-text control (bold, lists, headings and, given `uploadUrl`, pictures); the
 * editor's code loads with the first one shown, never with a page's first load.
 */
export function RichTextField({
  label,
  value,
  onChange,
  error,
  uploadUrl,
}: {
  label: string;
  value: string;
  onChange: (html: string) => void;
  error?: string;
  uploadUrl?: string;
}) {
  const { t } = useTranslation();
  const labelId = useId();
  return (
    <div>
      <p id={labelId} className="mb-1 block text-sm font-semibold text-slate-800">
        {label}
      </p>
      <Suspense fallback={<Spinner label={t('common.editor.loading')} className="min-h-48" />}>
        <RichTextEditor
          label={label}
          labelId={labelId}
          value={value}
          onChange={onChange}
          invalid={!!error}
          uploadUrl={uploadUrl}
        />
      </Suspense>
      {error && <p className="mt-1 text-sm text-red-700">{error}</p>}
    </div>
  );
}
