import { GENERIC_ERROR_MESSAGE } from '../../../lib/api-client';

/**
 * Sends one file as multipart field "file" with XMLHttpRequest, which (unlike fetch) reports
 * upload progress: `onProgress` gets 0..100. Resolves with the JSON reply; rejects with the
 * server's message. PUT replaces a record's one file (a car photo), POST adds one (handover).
 */
export function uploadWithProgress<T>(
  method: 'PUT' | 'POST',
  url: string,
  file: File,
  onProgress: (percent: number) => void,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.withCredentials = true;
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onload = () => {
      let body: { message?: string } | null = null;
      try {
        body = JSON.parse(xhr.responseText) as { message?: string };
      } catch {
        body = null;
      }
      if (xhr.status >= 200 && xhr.status < 300) resolve(body as T);
      else reject(new Error(body?.message ?? GENERIC_ERROR_MESSAGE));
    };
    xhr.onerror = () => reject(new Error('The upload failed. Please check your connection.'));
    const form = new FormData();
    form.append('file', file);
    xhr.send(form);
  });
}
