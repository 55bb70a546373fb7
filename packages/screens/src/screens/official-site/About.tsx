import { Trans } from '@lingui/react/macro';

/** The About us tab: who the lender is and how it works (static). */
export function About() {
  return (
    <section className="lv-section" aria-labelledby="of-about">
      <h2 id="of-about" className="lv-section-title">
        <Trans>About us</Trans>
      </h2>
      <p>
        <Trans>
          We are a non-bank finance company offering short-term personal loans through a simple app: credit that is fast, clear
          and fair.
        </Trans>
      </p>
    </section>
  );
}
