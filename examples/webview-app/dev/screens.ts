/**
 * `npm run screens`: every screen's address in both markets, with a sample query that shows it
 * with the mock API's data, on the app `npm start` or `npm run dev` serves (`PORT`, default 5173).
 */
import { CATALOG, sampleUrl } from '../src/catalog';

const origin = process.env.ORIGIN ?? `http://127.0.0.1:${process.env.PORT ?? 5173}`;
for (const entry of CATALOG.filter((e) => !e.devOnly)) {
  const paths = entry.paths.length ? entry.paths : [undefined];
  for (const market of ['en', 'es'] as const) {
    for (const path of paths) console.log(`${entry.title.padEnd(26)} ${market}  ${origin}${sampleUrl(entry, market, path)}`);
  }
}
