import type { Editor } from '@tiptap/react';
import { useTranslation } from 'react-i18next';
import { useCallback, useId, useState } from 'react';
import { UPLOAD_MAX_BYTES } from '../../../shared/account';
import { IMAGE_TYPE_MESSAGE, IMAGE_TYPES, tooLargeMessage } from '../../../shared/uploads';
import { FileUpload } from '../file-upload';

/**
 * The "Insert picture" panel: a picture on the shared upload (made smaller in the browser,
 * progress bar, Retry after a dropped connection) and its description (alt text, required so
 * readers of a screen reader get the lesson too), then placed at the cursor. Plain controls,
 * not a <form>: the editor lives inside the page's form.
 */
export function InsertPicture({
  editor,
  uploadUrl,
  onClose,
}: {
  editor: Editor;
  uploadUrl: string;
  onClose: () => void;
}) {
  const altId = useId();
  const { t } = useTranslation();
  const [src, setSrc] = useState<string | null>(null);
  const [alt, setAlt] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  // A new file replaces the one sent before: nothing to insert until it is accepted.
  const onBusyChange = useCallback((busy: boolean) => {
    setUploading(busy);
    if (busy) setSrc(null);
  }, []);

  const insert = () => {
    if (!src) return setError(t('common.editor.choosePicture'));
    if (!alt.trim()) return setError(t('common.editor.describePicture'));
    editor.chain().focus().insertPicture({ src, alt: alt.trim() }).run();
    onClose();
  };

  return (
    <div className="space-y-3 border border-b-0 border-slate-300 bg-white p-3">
      <FileUpload<{ imageUrl: string }>
        label={t('common.editor.pictureFile')}
        method="POST"
        url={uploadUrl}
        accept={IMAGE_TYPES}
        maxBytes={UPLOAD_MAX_BYTES}
        typeMessage={IMAGE_TYPE_MESSAGE}
        tooLargeMessage={tooLargeMessage('image', UPLOAD_MAX_BYTES)}
        onBusyChange={onBusyChange}
        onUploaded={(reply) => {
          setSrc(reply.imageUrl);
          setError(null);
        }}
      />
      <div>
        <label htmlFor={altId} className="mb-1 block text-sm font-semibold text-slate-800">
          {t('common.editor.pictureAlt')}
        </label>
        <input id={altId} className="field" value={alt} onChange={(e) => setAlt(e.target.value)} />
      </div>
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      <div className="flex gap-2">
        <button type="button" className="btn btn-primary" disabled={uploading} onClick={insert}>
          {t('common.editor.insert')}
        </button>
        <button type="button" className="btn" onClick={onClose}>
          {t('common.editor.cancel')}
        </button>
      </div>
    </div>
  );
}
