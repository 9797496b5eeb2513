import { act } from '@testing-library/react';

/** A stand-in for XMLHttpRequest that the test drives: upload progress, answer chunks, the end. */
export class FakeXhr {
  static instances: FakeXhr[] = [];

  method = '';
  url = '';
  requestHeaders: Record<string, string> = {};
  body: unknown;
  status = 0;
  responseText = '';
  responseHeaders: Record<string, string> = {};
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onprogress: ((event: ProgressEvent) => void) | null = null;
  onload: ((event: ProgressEvent) => void) | null = null;
  onerror: ((event: ProgressEvent) => void) | null = null;
  onabort: ((event: ProgressEvent) => void) | null = null;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string) {
    this.requestHeaders[name] = value;
  }

  getResponseHeader(name: string): string | null {
    const key = Object.keys(this.responseHeaders).find(
      (header) => header.toLowerCase() === name.toLowerCase(),
    );
    return key ? (this.responseHeaders[key] ?? null) : null;
  }

  send(body: unknown) {
    this.body = body;
    FakeXhr.instances.push(this);
  }

  abort() {}

  sendUpload(loaded: number, total: number) {
    act(() => this.upload.onprogress?.({ loaded, total, lengthComputable: true } as ProgressEvent));
  }

  answer(status: number, headers: Record<string, string> = { 'Content-Type': 'application/x-ndjson' }) {
    this.status = status;
    this.responseHeaders = headers;
  }

  chunk(text: string) {
    act(() => {
      this.responseText += text;
      this.onprogress?.({} as ProgressEvent);
    });
  }

  async finish() {
    await act(async () => {
      this.onload?.({} as ProgressEvent);
    });
  }

  async failNetwork() {
    await act(async () => {
      this.onerror?.({} as ProgressEvent);
    });
  }

  /** Installs the fake for the test; `vi.unstubAllGlobals` in setup removes it. */
  static install(stub: (name: string, value: unknown) => unknown) {
    FakeXhr.instances = [];
    stub('XMLHttpRequest', FakeXhr);
  }

  static last(): FakeXhr {
    const xhr = FakeXhr.instances.at(-1);
    if (!xhr) throw new Error('No request was sent');
    return xhr;
  }
}
