import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState, type ReactNode, type TouchEvent } from 'react';

/** The spec's states (section 4: pull, release, loading, finish), plus rest. */
export type PullState = 'idle' | 'pull' | 'release' | 'loading' | 'finish';

/** Spec section 9: the pull needed to refresh. */
const DISTANCE = 25;
/**
 * Spec section 9: damping 100. These are antd-mobile's PullToRefresh defaults
 * (`distanceToRefresh` 25, `damping` 100), where damping is the most the content follows the
 * finger: the indicator grows by half the finger's travel (resistance) and stops at 100 px.
 */
const DAMPING = 100;
const RESISTANCE = 0.5;
/** The indicator's height while loading and finishing: one line of text. */
const HOLD = 40;
/** How long "Updated" shows before the indicator folds away. */
const FINISH_MS = 600;

export interface PullToRefreshProps {
  /** Starts the reload. */
  onRefresh: () => void;
  /** The data on screen: when it changes while loading, the reload is finished. */
  version: unknown;
  /** The screen's heading; the Refresh button sits beside it. */
  title: ReactNode;
  children: ReactNode;
}

/**
 * Pull-to-refresh for touch, and a Refresh button for everyone else (keyboard, screen readers,
 * a mouse). All pull state lives here: a pull re-renders this component and its indicator only;
 * `children` are elements made by the parent, so React skips them.
 */
export function PullToRefresh({ onRefresh, version, title, children }: PullToRefreshProps) {
  const { t } = useLingui();
  const [state, setState] = useState<PullState>('idle');
  const [offset, setOffset] = useState(0);
  const startY = useRef<number | null>(null);
  const shown = useRef(version);

  useEffect(() => {
    if (version === shown.current) return;
    shown.current = version;
    setState((current) => (current === 'loading' ? 'finish' : current));
  }, [version]);

  useEffect(() => {
    if (state !== 'finish') return;
    const timer = setTimeout(() => {
      setState('idle');
      setOffset(0);
    }, FINISH_MS);
    return () => clearTimeout(timer);
  }, [state]);

  const busy = state === 'loading' || state === 'finish';

  function refresh() {
    setState('loading');
    setOffset(HOLD);
    onRefresh();
  }

  function onTouchStart(event: TouchEvent<HTMLDivElement>) {
    // Only from the top of the page: a pull in the middle of the list is a scroll.
    if (busy || event.currentTarget.getBoundingClientRect().top < 0) return;
    startY.current = event.touches[0]?.clientY ?? null;
  }

  function onTouchMove(event: TouchEvent<HTMLDivElement>) {
    if (startY.current === null) return;
    const travel = (event.touches[0]?.clientY ?? startY.current) - startY.current;
    const next = Math.round(Math.min(DAMPING, Math.max(0, travel) * RESISTANCE));
    setOffset(next);
    setState(next === 0 ? 'idle' : next >= DISTANCE ? 'release' : 'pull');
  }

  function onTouchEnd() {
    if (startY.current === null) return;
    startY.current = null;
    if (state === 'release') return refresh();
    setState('idle');
    setOffset(0);
  }

  const label = {
    idle: '',
    pull: t`Pull down to refresh`,
    release: t`Release to refresh`,
    loading: t`Loading...`,
    finish: t`Updated`,
  }[state];

  return (
    <div
      className="cl-pull"
      data-state={state}
      onTouchStart={onTouchStart}
      onTouchMove={onTouchMove}
      onTouchEnd={onTouchEnd}
      onTouchCancel={onTouchEnd}
    >
      <div className="cl-indicator" style={{ height: offset }} role="status" aria-live="polite">
        {label && <span className="cl-indicator-text">{label}</span>}
      </div>
      <div className="cl-head">
        {title}
        <button type="button" className="lv-button cl-refresh" disabled={busy} onClick={refresh}>
          <Trans>Refresh</Trans>
        </button>
      </div>
      {children}
    </div>
  );
}
