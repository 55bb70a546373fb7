import type { CSSProperties } from 'react';

/**
 * A grey block sized like the content it stands for, so nothing moves when data arrives.
 *
 * @example
 * <Skeleton height={56} />
 */
export function Skeleton({ height, width = '100%', radius }: { height: number; width?: number | string; radius?: number }) {
  const style: CSSProperties = { height, width, borderRadius: radius };
  return <div className="lv-skeleton" style={style} aria-hidden="true" />;
}

/** The loading state of a screen: announced once, drawn as skeleton blocks. */
export function Loading({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="lv-loading" role="status" aria-label={label} aria-busy="true">
      {children}
    </div>
  );
}
