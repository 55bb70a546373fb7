/** What {@link xhrUpload} needs: the request, and a signal that already carries the timeout. */
export interface XhrUploadRequest {
  url: string;
  form: FormData;
  headers: Record<string, string>;
  signal: AbortSignal;
  onProgress?: (fraction: number) => void;
}

/**
 * POSTs a form with `XMLHttpRequest`, the one browser API that reports upload progress (fetch
 * does not). Resolves with the status and text whatever the HTTP status (the envelope decides);
 * rejects with a plain `Error` on a network failure or an abort, which the caller maps to an
 * `ApiError` kind.
 *
 * @example
 * const { status, body } = await xhrUpload({ url, form, headers: {}, signal, onProgress: (f) => bar.value = f });
 */
export function xhrUpload({
  url,
  form,
  headers,
  signal,
  onProgress,
}: XhrUploadRequest): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(new Error('aborted'));
    const xhr = new XMLHttpRequest();
    const onAbort = () => xhr.abort();
    const settle = () => signal.removeEventListener('abort', onAbort);
    xhr.open('POST', url);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(Math.min(event.loaded / event.total, 1));
    };
    xhr.onload = () => {
      settle();
      // XHR cannot refuse a redirect; one it followed is refused here, like fetch's (transport).
      if (xhr.responseURL && xhr.responseURL !== new URL(url, globalThis.location?.href).href)
        return reject(new Error('Redirected'));
      resolve({ status: xhr.status, body: xhr.responseText });
    };
    xhr.onerror = () => {
      settle();
      reject(new Error('Network failure'));
    };
    xhr.onabort = () => {
      settle();
      reject(new Error('aborted'));
    };
    signal.addEventListener('abort', onAbort);
    onProgress?.(0);
    xhr.send(form);
  });
}
