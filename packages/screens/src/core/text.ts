import { createElement, Fragment, type ReactElement } from 'react';

/**
 * Server text for a `<Trans>` placeholder. Lingui reads tags (`<0>…</0>`, `<b>…</b>`) in the
 * string values a message interpolates, so an address sent as `Av. Reforma 1 <2>PAID</2>` would
 * render "PAID" bold in the note, drop `<b>` and log an error a hostile server controls. An
 * element value is placed as it is: its text is never parsed. Use it for every value from the
 * API or the page address that reaches `<Trans>`; `t` returns a string and needs nothing.
 *
 * @example
 * const address = asText(contract.userAddress);
 * <Trans>residing at {address}</Trans>
 */
export function asText(value: string): ReactElement {
  return createElement(Fragment, null, value);
}

/**
 * An address the page may offer as a `mailto:` link: the text without its surrounding blanks
 * when it is one (a local part, `@`, a domain with a dot; no blanks, quotes or angle brackets
 * anywhere), else `''`. The one rule for the lender's e-mail wherever it shows (customer
 * service, the grievance contacts, the statements).
 *
 * @example
 * mailAddress(' care@lender.example ') // 'care@lender.example'
 * mailAddress('care at lender')        // ''
 */
export function mailAddress(text: string): string {
  const address = text.trim();
  return /^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/.test(address) ? address : '';
}
