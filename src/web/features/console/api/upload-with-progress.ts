import { GENERIC_ERROR_MESSAGE } from '../../../lib/api-client';

/**
 * POSTs one file as multipart field "file" with XMLHttpRequest, whose upload events give the
 * progress fetch cannot; `onProgress` receives 0–100. Rejects with the server's message.
 */
export function uploadWithProgress(
  url: string,
  file: File,
  onProgress: (percent: number) => void,
): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onload = () => {
      let body: { message?: string } | undefined;
      try {
        body = JSON.parse(xhr.responseText) as { message?: string };
      } catch {
        body = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300) resolve(body);
      else reject(new Error(body?.message ?? GENERIC_ERROR_MESSAGE));
    };
    xhr.onerror = () => reject(new Error(GENERIC_ERROR_MESSAGE));
    const form = new FormData();
    form.append('file', file);
    xhr.send(form);
  });
}
