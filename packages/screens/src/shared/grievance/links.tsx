import type { ReactNode } from 'react';
import { mailAddress } from '../../core/text';

// The parts the lender's contact details are shown with, wherever they appear (the grievance
// block, India's Key Fact Statement, Mexico's carátula): one rule for what becomes a link.

/** A setting's value without surrounding blanks; `""` when not set. */
export const clean = (value: string | undefined) => value?.trim() ?? '';
/** Only an `https:` address becomes a link: the lender's settings could still carry a typo or worse. */
export const secure = (value: string | undefined) => (/^https:\/\/[^\s"<>]+$/.test(clean(value)) ? clean(value) : '');
const dialable = (phone: string) => phone.replace(/[^\d+]/g, '');

/** A row of a definition list: its term and its value. */
export function Row({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <div className="lv-row">
      <dt className="lv-row-label">{label}</dt>
      <dd className="lv-row-value">{children}</dd>
    </div>
  );
}

export function Phone({ value }: { value: string }) {
  return (
    <a className="gr-link" href={`tel:${dialable(value)}`}>
      {value}
    </a>
  );
}

/** A `mailto:` link when the value looks like an address, else the text. */
export function Email({ value }: { value: string }) {
  const address = mailAddress(value);
  return address ? (
    <a className="gr-link" href={`mailto:${address}`}>
      {value}
    </a>
  ) : (
    <>{value}</>
  );
}

/** An `https:` site (checked by the caller), opened outside the web view's history; `children` name it, else its address does. */
export function Site({ value, children }: { value: string; children?: ReactNode }) {
  return (
    <a className="gr-link" href={value} target="_blank" rel="noopener noreferrer">
      {children ?? value.replace(/^https:\/\//, '')}
    </a>
  );
}
