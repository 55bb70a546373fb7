import { constants, createBrotliCompress, createGzip, type BrotliCompress, type Gzip } from 'node:zlib';

/**
 * Compresses a streamed page chunk by chunk, each flushed at once (a general compressor would
 * hold the head, and the script downloads it starts, until it had gathered 16 KB).
 *
 * A web `TransformStream`, so a borrower who leaves reaches the page: the server cancels the
 * compressed stream, the pipe cancels the page, and the page's render cancels its API calls.
 * (Piping through Node's streams lost that: the compressor was destroyed, the page went on, and
 * its API connections stayed open until the render budget.)
 */
export function compressPage(
  page: ReadableStream<Uint8Array>,
  accepted: string,
): { body: ReadableStream<Uint8Array>; encoding?: string } {
  const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : undefined;
  if (!encoding) return { body: page };
  const zlib: BrotliCompress | Gzip =
    encoding === 'br' ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }) : createGzip();
  const flushKind = encoding === 'br' ? constants.BROTLI_OPERATION_FLUSH : constants.Z_SYNC_FLUSH;
  let out: TransformStreamDefaultController<Uint8Array>;
  zlib.on('data', (chunk: Buffer) => {
    try {
      out.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.length));
    } catch {
      // The reader left (the stream was cancelled): nothing more to compress for anyone.
      zlib.destroy();
    }
  });
  const body = page.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      start(controller) {
        out = controller;
      },
      transform: (chunk) =>
        new Promise<void>((resolve, reject) => {
          zlib.write(chunk, (error) => (error ? reject(error) : zlib.flush(flushKind, () => resolve())));
        }),
      flush: () =>
        new Promise<void>((resolve, reject) => {
          zlib.once('end', resolve);
          zlib.once('error', reject);
          zlib.end();
        }),
    }),
  );
  return { body, encoding };
}
