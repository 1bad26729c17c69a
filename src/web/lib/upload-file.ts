import { GENERIC_ERROR_MESSAGE } from './api-client';
import { isOffline, OFFLINE_CHANGE_MESSAGE } from './offline';

export const CONNECTION_DROPPED_MESSAGE =
  'The upload stopped because the connection dropped. Please check your connection and press Retry.';

/** A refused or interrupted upload; `retryable` when sending the same file again may work. */
export class UploadError extends Error {
  readonly retryable: boolean;
  constructor(message: string, retryable: boolean) {
    super(message);
    this.name = 'UploadError';
    this.retryable = retryable;
  }
}

/**
 * Sends one file as multipart field "file" with XMLHttpRequest, which (unlike fetch) reports
 * upload progress: `onProgress` gets 0..100. Resolves with the JSON reply; rejects with an
 * UploadError carrying the server's message (not retryable: the same file would be refused
 * again) or, when the connection failed, a retryable one. Offline, nothing is sent.
 */
export function uploadFile<T>(
  method: 'PUT' | 'POST',
  url: string,
  file: Blob,
  fileName: string,
  onProgress: (percent: number) => void,
): Promise<T> {
  if (isOffline()) return Promise.reject(new UploadError(OFFLINE_CHANGE_MESSAGE, true));
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.withCredentials = true;
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onload = () => {
      let body: { message?: unknown } | null = null;
      try {
        body = JSON.parse(xhr.responseText) as { message?: unknown };
      } catch {
        body = null;
      }
      if (xhr.status >= 200 && xhr.status < 300) return resolve(body as T);
      const message = typeof body?.message === 'string' ? body.message : GENERIC_ERROR_MESSAGE;
      // A server error may pass; a refusal (4xx) will not change by sending the file again.
      reject(new UploadError(message, xhr.status >= 500));
    };
    xhr.onerror = () => reject(new UploadError(CONNECTION_DROPPED_MESSAGE, true));
    xhr.onabort = xhr.onerror;
    xhr.ontimeout = xhr.onerror;
    const form = new FormData();
    form.append('file', file, fileName);
    xhr.send(form);
  });
}
