import { appendFileSync, existsSync, mkdirSync, statSync } from 'node:fs';
import { dirname } from 'node:path';
import type { VitalsStore } from '../vitals';

/** Bytes the file may grow to (about 600,000 reports); beyond, reports are dropped. */
export const VITALS_FILE_LIMIT = 64 * 1024 * 1024;

/**
 * Appends each report as a line of JSON to `path` (`LENDVIEW_VITALS_FILE`), what
 * `npm run field-report` reads. Several Node copies need a file each (or a shared store of their
 * own). A full file or a failing disk loses reports, said once in the log, never a request.
 */
export function fileVitals(path: string, limit = VITALS_FILE_LIMIT): VitalsStore {
  mkdirSync(dirname(path), { recursive: true });
  let size = existsSync(path) ? statSync(path).size : 0;
  let warned = false;
  const warn = (message: string) => {
    if (!warned) console.warn(`lendview: field Web Vitals not kept: ${message}`);
    warned = true;
  };
  return {
    add(records) {
      const lines = records.map((record) => `${JSON.stringify(record)}\n`).join('');
      const bytes = Buffer.byteLength(lines);
      if (size + bytes > limit) return warn(`${path} has reached ${limit} bytes (restart the server with another file)`);
      try {
        // Synchronous: a few hundred bytes, and lines of two requests never interleave.
        appendFileSync(path, lines);
        size += bytes;
      } catch (error) {
        warn(String(error));
      }
    },
  };
}
