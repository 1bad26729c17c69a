import { act } from '@testing-library/react';
import { vi } from 'vitest';

/** The browser's XMLHttpRequest as far as the upload uses it; each one sent is kept. */
export class FakeXhr {
  static sent: FakeXhr[] = [];
  upload: {
    onprogress?: (e: { lengthComputable: boolean; loaded: number; total: number }) => void;
  } = {};
  status = 0;
  responseText = '';
  onload?: () => void;
  onerror?: () => void;
  onabort?: () => void;
  ontimeout?: () => void;
  withCredentials = false;
  open = vi.fn();
  setRequestHeader = vi.fn();
  body: FormData | undefined;
  send(body: FormData) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  progress(loaded: number, total: number) {
    act(() => this.upload.onprogress?.({ lengthComputable: true, loaded, total }));
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    act(() => this.onload?.());
  }
  drop() {
    act(() => this.onerror?.());
  }
}

/** Uploads go to a fresh FakeXhr list from here on (undo with vi.unstubAllGlobals). */
export function installFakeXhr() {
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  FakeXhr.sent = [];
}
