import type { CSSProperties, ReactNode } from 'react';

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

/**
 * The loading state of a screen: announced once, drawn as skeleton blocks: `cards` (the heights of
 * card-shaped ones, with the cards' radius) and then `children`.
 *
 * @example
 * <Loading label={t`Loading your loan`} cards={[112, 248]}><Skeleton height={48} radius={24} /></Loading>
 */
export function Loading({ label, cards = [], children }: { label: string; cards?: number[]; children?: ReactNode }) {
  return (
    <div className="lv-loading" role="status" aria-label={label} aria-busy="true">
      {cards.map((height, index) => (
        <Skeleton key={index} height={height} radius={12} />
      ))}
      {children}
    </div>
  );
}
