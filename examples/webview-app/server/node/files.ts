import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};
const COMPRESSIBLE = new Set(['.js', '.css', '.svg', '.json']);

/**
 * The built files of `distDir` by path (`assets/main-1a2b.js`): each read and, when worth it,
 * brotli-compressed once at the highest quality (at start, in the background, for `assets/`),
 * then served from memory. The app answers with the compressed copy when the browser takes it.
 */
export function createFiles(distDir: string) {
  const files = new Map<string, Promise<{ raw: Buffer; br?: Buffer }>>();
  const load = (path: string) => {
    let file = files.get(path);
    if (!file) {
      file = (async () => {
        const raw = readFileSync(join(distDir, path));
        const br =
          COMPRESSIBLE.has(extname(path)) && raw.length > 512
            ? await promisify(brotliCompress)(raw, {
                params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
              })
            : undefined;
        return { raw, br };
      })();
      files.set(path, file);
      file.catch(() => files.delete(path));
    }
    return file;
  };
  const assets = join(distDir, 'assets');
  if (existsSync(assets)) for (const name of readdirSync(assets)) void load(`assets/${name}`).catch(() => undefined);

  return async function file(path: string, acceptEncoding: string): Promise<Response | undefined> {
    // The app has refused `/.` already; names are plain (`assets/x-1a2b.js`, `favicon.svg`).
    if (!/^[\w.-]+(\/[\w.-]+)*$/.test(path) || path.includes('..')) return undefined;
    const full = join(distDir, path);
    if (!existsSync(full) || !statSync(full).isFile()) return undefined;
    const { raw, br } = await load(path);
    const headers: Record<string, string> = {
      'Content-Type': TYPES[extname(path)] ?? 'application/octet-stream',
      Vary: 'Accept-Encoding',
    };
    const body = br && /\bbr\b/.test(acceptEncoding) ? br : raw;
    if (body === br) headers['Content-Encoding'] = 'br';
    return new Response(new Uint8Array(body), { status: 200, headers });
  };
}
