import { useState, type CSSProperties, type ReactNode } from 'react';
import { useLendview } from '../core/provider';
import { checkImageUrl } from '../core/redirect';

export interface ServerImageProps {
  /** An image URL the server sent: checked by the redirect rules before it reaches `<img src>`. */
  src: string | undefined;
  /** `''` for a decorative image (its name is written beside it). */
  alt: string;
  /** The intrinsic size in CSS pixels: it reserves the box before the image arrives. */
  width: number;
  height: number;
  /** Given to the image and to its placeholder, so the page's CSS sizes both alike. */
  className?: string;
  /** `lazy` for images off the first screen. @defaultValue the browser's (`eager`) */
  loading?: 'lazy' | 'eager';
  /** `async` for large images that need not hold up the first paint. @defaultValue the browser's */
  decoding?: 'async' | 'sync' | 'auto';
  /**
   * Shown instead when the URL is refused or the image fails to load. @defaultValue an empty box
   * of the same size (named by `alt` when it has one), so nothing on the page moves. `null`
   * shows nothing.
   */
  fallback?: ReactNode;
}

/**
 * Checks server image URLs before they reach `<img src>` (docs/api.md: server URLs are checked):
 * the URL to load, or `undefined` for one the page may not load.
 */
export function useImageSrc(): (raw: string | undefined) => string | undefined {
  const { pageOrigin, allowedOrigins, development } = useLendview();
  return (raw) => checkImageUrl(raw, { pageOrigin, allowedOrigins, development });
}

/**
 * An image from the server in a reserved box: a URL the page may not load never reaches the
 * `<img>`, and a refused or broken one leaves a placeholder rather than a broken-image icon.
 * A load error that happens before hydration of a server-rendered page is not seen (React
 * attaches the handler later): that image keeps its reserved box with the browser's own
 * rendering.
 *
 * @example
 * <ServerImage src={order.productLogo} alt="" width={40} height={40} className="ld-logo" loading="lazy" />
 */
export function ServerImage({ src, alt, width, height, className, loading, decoding, fallback }: ServerImageProps) {
  const checked = useImageSrc()(src);
  // The URL that failed, not a flag: a new URL gets its own try.
  const [failed, setFailed] = useState<string>();
  if (!checked || failed === checked) {
    if (fallback !== undefined) return fallback;
    // The placeholder's size comes from its class like the image's would, else from these
    // properties (ui/styles.ts `.lv-image-missing`), the way an <img> falls back to its attributes.
    const box = { '--lv-image-w': width, '--lv-image-h': height } as CSSProperties;
    const named = alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true };
    return <span className={className ? `${className} lv-image-missing` : 'lv-image-missing'} style={box} {...named} />;
  }
  return (
    <img
      className={className}
      src={checked}
      alt={alt}
      width={width}
      height={height}
      loading={loading}
      decoding={decoding}
      onError={() => setFailed(checked)}
    />
  );
}
