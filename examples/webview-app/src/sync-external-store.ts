// wouter imports `use-sync-external-store/shim` (its fallback for React 17); React 18 and later
// have the hook, which the shim hands back anyway. The app's build points the shim here, so its
// fallback code is not in the first screen's script.
export { useSyncExternalStore } from 'react';
