import { ServerImage } from '../../ui';

export interface LogoProps {
  /** A server image URL (checked by `ServerImage`). */
  src: string;
  /** Square size in CSS pixels. */
  size: number;
}

/**
 * A square server logo of the repayment screens, in its reserved box (a refused or broken URL
 * keeps an empty tile of the same size). Decorative: the name is written beside it. Logos load lazily: off the page's first layout, where a
 * few SVG logos cost over 100 ms on a low-end phone (each is a document to parse and lay out);
 * the box is reserved, so a logo fills in without moving anything.
 */
export function Logo({ src, size }: LogoProps) {
  return <ServerImage className="rp-logo" src={src} alt="" width={size} height={size} loading="lazy" />;
}

/** The product line of the repayment screens: logo and name (spec 2.10, 2.11). */
export function Product({ logo, name }: { logo: string; name: string }) {
  return (
    <p className="rp-product">
      <Logo src={logo} size={40} />
      <span className="rp-product-name">{name}</span>
    </p>
  );
}
