import { useImageSrc } from '../../core/navigation';

export interface LogoProps {
  /** A server image URL; checked before it reaches `<img src>`. */
  src: string;
  /** Square size in CSS pixels. */
  size: number;
  /** @defaultValue `''` (decorative: the name is written beside it) */
  alt?: string;
  className?: string;
}

/**
 * A square server logo with its box reserved (no layout shift). A refused or missing URL keeps an
 * empty tile of the same size rather than a broken image. Logos load lazily: off the page's first
 * layout, where a few SVG logos cost over 100 ms on a low-end phone (each is a document to parse
 * and lay out); the box is reserved, so a logo fills in without moving anything.
 */
export function Logo({ src, size, alt = '', className = 'rp-logo' }: LogoProps) {
  const checked = useImageSrc()(src);
  if (!checked) return <span className={className} style={{ width: size, height: size }} aria-hidden="true" />;
  return <img className={className} src={checked} alt={alt} width={size} height={size} loading="lazy" />;
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
