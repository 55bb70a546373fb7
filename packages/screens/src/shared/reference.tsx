import { Fragment } from 'react';
import { useLendview } from '../core/provider';

/** Split after each separator, a group of one or two characters kept with what follows it. */
function pieces(value: string): string[] {
  const found: string[] = [];
  let current = '';
  for (const char of value) {
    current += char;
    if ((char === '/' || char === '-') && current.length > 3) {
      found.push(current);
      current = '';
    }
  }
  return current ? [...found, current] : found;
}

/**
 * A reference number as sent (a proposal number, a contract's RECA number) that wraps only after
 * its separators and never leaves a group of one or two characters alone on a line: at 200 %
 * text on a 320 px phone a 30-character RECA number takes four lines, and `15368-439-` /
 * `035612/` / `01-01234-` / `1125` reads, where `…/01-` / `01234-…` does not. A piece longer
 * than a whole line still breaks inside.
 *
 * @example
 * <Reference value="15368-439-035612/01-01234-1125" />
 */
export function Reference({ value }: { value: string }) {
  const { nonce } = useLendview();
  return (
    <>
      <style href="lv-reference" precedence="lendview" nonce={nonce}>
        {'.lv-ref{display:inline-block;max-width:100%;overflow-wrap:anywhere}'}
      </style>
      {pieces(value).map((piece, index) => (
        <Fragment key={index}>
          <span className="lv-ref">{piece}</span>
          <wbr />
        </Fragment>
      ))}
    </>
  );
}
