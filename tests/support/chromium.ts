/**
 * Debian's Chromium as the browser tests and the benchmark run it: no sandbox (containers), no
 * GPU, and none of the background traffic (QUIC, component updates, sync) that would add requests
 * or CPU time to what is measured.
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Where the browser tests find Chromium (`CHROMIUM_PATH`, else Debian's). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
