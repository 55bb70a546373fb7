/** Sent in `hello`; kept equal to `packages/bridge/package.json` by a test. */
export const SDK_VERSION = '0.1.0';

/** A reply that does not come within this many milliseconds rejects with `timeout`. */
export const DEFAULT_TIMEOUT_MS = 5_000;
