import { useEffect, useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessage } from '../lib/use-message';
import { shrinkImage, thumbnailOf } from '../lib/shrink-image';
import { uploadFile, UploadError } from '../lib/upload-file';
import { GENERIC_ERROR_MESSAGE } from '../lib/api-client';
import { formatFileSize, refusalOf } from '../lib/upload-rules';

export interface FileUploadProps<T> {
  /** The visible label of the file control. */
  label: string;
  method: 'PUT' | 'POST';
  url: string;
  /** MIME types accepted (also checked by the server, by content). */
  accept: readonly string[];
  maxBytes: number;
  /** The server's own wording for a wrong type and for a file over `maxBytes`. */
  typeMessage: string;
  tooLargeMessage: string;
  multiple?: boolean;
  /** The label looks like a button and the native control is visually hidden (upload tiles). */
  asButton?: boolean;
  disabled?: boolean;
  /** Told when a file starts and stops being prepared or sent (a form may wait for it). */
  onBusyChange?: (busy: boolean) => void;
  onUploaded: (result: T) => unknown;
}

type Item = {
  key: number;
  name: string;
  size: number;
  /** Before it was made smaller in the browser, when it was. */
  originalSize?: number;
  preview?: string;
  status: 'preparing' | 'uploading' | 'done' | 'failed';
  progress: number;
  error?: string;
  retryable?: boolean;
  file?: File;
};

let nextKey = 1;

/**
 * A file control for documents and photos: refuses a wrong type or an oversize file before
 * sending it, makes large pictures smaller in the browser, shows a progress bar while it
 * uploads, a Retry button when the connection drops, and what was accepted (name, size,
 * thumbnail). Files are sent one after another, each as multipart field "file".
 */
export function FileUpload<T>(props: FileUploadProps<T>) {
  const { label, accept, multiple = false, asButton = false, disabled = false } = props;
  const { t } = useTranslation();
  const translate = useMessage();
  const inputId = useId();
  const [items, setItems] = useState<Item[]>([]);
  const busy = items.some((i) => i.status === 'preparing' || i.status === 'uploading');
  const { onBusyChange } = props;
  useEffect(() => onBusyChange?.(busy), [busy, onBusyChange]);

  const update = (key: number, change: Partial<Item>) =>
    setItems((all) => all.map((i) => (i.key === key ? { ...i, ...change } : i)));

  const send = async (key: number, file: File) => {
    const { method, url, onUploaded } = props;
    update(key, { status: 'uploading', progress: 0, error: undefined, retryable: undefined });
    try {
      const result = await uploadFile<T>(method, url, file, file.name, (progress) =>
        update(key, { progress }),
      );
      update(key, { status: 'done', progress: 100, file: undefined });
      await onUploaded(result);
      return true;
    } catch (error) {
      const failure =
        error instanceof UploadError ? error : new UploadError(GENERIC_ERROR_MESSAGE, true);
      update(key, { status: 'failed', error: failure.message, retryable: failure.retryable });
      return false;
    }
  };

  const prepare = async (original: File) => {
    const key = nextKey++;
    const { maxBytes, typeMessage, tooLargeMessage } = props;
    const refusal = refusalOf(original, {
      accept,
      maxBytes: Infinity,
      typeMessage,
      tooLargeMessage,
    });
    const base: Item = {
      key,
      name: original.name,
      size: original.size,
      status: 'preparing',
      progress: 0,
    };
    if (refusal) {
      setItems((all) => [...all, { ...base, status: 'failed', error: refusal }]);
      return undefined;
    }
    setItems((all) => [...all, base]);
    const file = await shrinkImage(original);
    const tooLarge = refusalOf(file, { accept, maxBytes, typeMessage, tooLargeMessage });
    const preview = await thumbnailOf(file);
    const shrunk =
      file === original ? {} : { originalSize: original.size, size: file.size, name: file.name };
    if (tooLarge) {
      update(key, { ...shrunk, preview, status: 'failed', error: tooLarge });
      return undefined;
    }
    update(key, { ...shrunk, preview, file });
    return { key, file };
  };

  const onChange = async (e: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(e.target.files ?? []);
    e.target.value = '';
    if (files.length === 0) return;
    setItems([]);
    for (const original of files) {
      const ready = await prepare(original);
      if (ready && !(await send(ready.key, ready.file))) break;
    }
  };

  return (
    <div className="mt-3">
      <label
        htmlFor={inputId}
        className={
          asButton
            ? 'btn btn-outline w-full cursor-pointer'
            : 'mb-1 block text-sm font-semibold text-slate-800'
        }
      >
        {label}
      </label>
      <input
        id={inputId}
        type="file"
        accept={accept.join(',')}
        multiple={multiple}
        disabled={disabled || busy}
        onChange={(e) => void onChange(e)}
        className={asButton ? 'sr-only' : 'block max-w-full text-sm'}
      />
      {items.length > 0 && (
        <ul className="mt-2 space-y-2" aria-label={t('common.upload.files')}>
          {items.map((item) => (
            <li
              key={item.key}
              className="flex gap-3 rounded-xl border border-slate-200 p-2 text-sm"
            >
              {item.preview && (
                <img src={item.preview} alt="" className="size-14 shrink-0 rounded object-cover" />
              )}
              <div className="min-w-0 flex-1">
                <p className="font-medium break-all text-slate-900">{item.name}</p>
                <p className="text-slate-600">
                  {item.originalSize
                    ? t('common.upload.shrunk', {
                        from: formatFileSize(item.originalSize),
                        to: formatFileSize(item.size),
                      })
                    : formatFileSize(item.size)}
                </p>
                <UploadState item={item} translate={translate} />
                {item.status === 'failed' && item.retryable && item.file && (
                  <button
                    type="button"
                    className="btn btn-outline mt-1"
                    onClick={() => item.file && void send(item.key, item.file)}
                  >
                    {t('common.upload.retry')}
                  </button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function UploadState({ item, translate }: { item: Item; translate: (text: string) => string }) {
  const { t } = useTranslation();
  if (item.status === 'preparing') {
    return <p role="status">{t('common.upload.preparing')}</p>;
  }
  if (item.status === 'uploading') {
    return (
      <div>
        <progress
          className="h-3 w-full"
          max={100}
          value={item.progress}
          aria-label={t('common.upload.progressLabel', { name: item.name })}
        />
        <p role="status">{t('common.upload.uploading', { percent: item.progress })}</p>
      </div>
    );
  }
  if (item.status === 'done') {
    return (
      <p role="status" className="font-semibold text-green-800">
        {t('common.upload.accepted')}
      </p>
    );
  }
  return (
    <p role="alert" className="text-red-700">
      {translate(item.error ?? GENERIC_ERROR_MESSAGE)}
    </p>
  );
}
