// @vitest-environment node
import { Window } from 'happy-dom';
import { closedOrigin, rejection, startMock, type Mock } from './support';

let mock: Mock;
beforeAll(async () => {
  mock = await startMock();
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await mock.reset();
});
afterAll(() => mock.close());

/**
 * A stand-in XMLHttpRequest that sends through fetch and fires upload progress events as a
 * browser does (happy-dom's XHR sends for real but fires no upload progress).
 */
class ProgressXhr {
  upload: { onprogress?: (event: { lengthComputable: boolean; loaded: number; total: number }) => void } = {};
  responseText = '';
  status = 0;
  onload?: () => void;
  onerror?: () => void;
  onabort?: () => void;
  private method = '';
  private url = '';
  private headers: Record<string, string> = {};
  private controller = new AbortController();
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  abort() {
    this.controller.abort();
  }
  send(body: FormData) {
    this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
    this.upload.onprogress?.({ lengthComputable: true, loaded: 100, total: 100 });
    fetch(this.url, { method: this.method, headers: this.headers, body, signal: this.controller.signal })
      .then((response) => {
        this.status = response.status;
        return response.text();
      })
      .then((text) => {
        this.responseText = text;
        this.onload?.();
      })
      .catch(() => (this.controller.signal.aborted ? this.onabort?.() : this.onerror?.()));
  }
}

describe('upload through XMLHttpRequest (when the page has one)', () => {
  it('sends the multipart field with the wire headers over real HTTP (happy-dom XHR)', async () => {
    const window = new Window({ url: mock.url });
    // A browser's XHR, FormData and Blob belong together.
    vi.stubGlobal('XMLHttpRequest', window.XMLHttpRequest);
    vi.stubGlobal('FormData', window.FormData);
    try {
      const progress: number[] = [];
      const file = new window.File(['png-bytes'], 'receipt.png', { type: 'image/png' }) as unknown as File;
      const url = await mock.api().uploadComplaintImage(file, { onProgress: (f) => progress.push(f) });
      expect(progress).toEqual([0, 1]);
      const request = await mock.last();
      expect(request.headers['x-requested-with']).toBe('XMLHttpRequest');
      expect(request.headers.accept).toBe('application/json');
      expect(request.query).toMatchObject({ userId: '1001', merchantNumber: 'M-DEFAULT' });
      expect(request.body).toEqual({ problemImage: { name: 'receipt.png', type: 'image/png', size: 9 } });
      expect(await (await fetch(url)).text()).toBe('png-bytes');
    } finally {
      await window.happyDOM.close();
    }
  });

  it('reports the upload progress events in order, ending at 1', async () => {
    vi.stubGlobal('XMLHttpRequest', ProgressXhr);
    const progress: number[] = [];
    await mock.api().uploadComplaintImage(new Blob(['x'], { type: 'image/png' }), { onProgress: (f) => progress.push(f) });
    expect(progress).toEqual([0, 0.5, 1]);
  });

  it('keeps the error kinds: rejected, malformed, timeout, aborted, network', async () => {
    vi.stubGlobal('XMLHttpRequest', ProgressXhr);
    const blob = new Blob(['x'], { type: 'image/png' });
    const path = '/upload-problem-img';

    await mock.override({ method: 'POST', path, body: { code: 3, message: 'Too large' } });
    expect(await rejection(mock.api().uploadComplaintImage(blob))).toMatchObject({
      kind: 'rejected',
      code: '3',
      message: 'Too large',
    });

    await mock.override({ method: 'POST', path, rawBody: 'not json' });
    expect((await rejection(mock.api().uploadComplaintImage(blob))).kind).toBe('malformed');

    await mock.override({ method: 'POST', path, delayMs: 1500 });
    expect((await rejection(mock.api({ timeout: 60 }).uploadComplaintImage(blob))).kind).toBe('timeout');

    const controller = new AbortController();
    const upload = mock.api().uploadComplaintImage(blob, { signal: controller.signal });
    setTimeout(() => controller.abort(), 30);
    expect((await rejection(upload)).kind).toBe('aborted');

    expect((await rejection(mock.api({ apiBase: await closedOrigin() }).uploadComplaintImage(blob))).kind).toBe('network');
  });
});
