/**
 * How much the reference server reads, in bytes. The wire's requests are small JSON, except
 * a complaint's image; its answers are small JSON and the captcha image. Anything larger is
 * refused before it fills the server's memory (four 256 MB uploads once took it from 431 MB to
 * 3.7 GB).
 */
export const LIMITS = {
  /** A complaint image (`upload-problem-img`): photos from a phone's camera. */
  upload: 10 * 1024 * 1024,
  /** Every other request body (JSON, the mock's test control). */
  body: 64 * 1024,
  /** An API answer the proxy relays. */
  answer: 2 * 1024 * 1024,
} as const;

/** The body of `response`, or a rejection once it passes `max` bytes (the rest is not read). */
export async function readCapped(response: Response, max: number): Promise<Uint8Array<ArrayBuffer>> {
  if (!response.body) return new Uint8Array(0);
  const declared = Number(response.headers.get('content-length') ?? 0);
  if (declared > max) {
    await response.body.cancel();
    throw new RangeError(`The answer is over ${max} bytes`);
  }
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.length;
    if (size > max) {
      await reader.cancel();
      throw new RangeError(`The answer is over ${max} bytes`);
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.length;
  }
  return bytes;
}
