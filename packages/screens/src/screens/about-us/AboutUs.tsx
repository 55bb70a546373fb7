import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigation } from '../../core/navigation';
import { useLendview } from '../../core/provider';
import { defineScreen } from '../../ui';
import { messages as en } from './locales/en';
import { messages as es } from './locales/es';
import { css } from './styles';

const catalogs = { en, es };

/**
 * About us (spec 2.7): static welcome text about the loan service, in both markets. No server
 * call. Decision where the spec is silent: it ends with a way to customer service, where a
 * borrower with a question goes next.
 *
 * @see docs/screens/about-us.md: its decisions where the spec is silent.
 * @example
 * <LendviewProvider {...host}><AboutUs /></LendviewProvider>
 */
export const AboutUs = defineScreen({ name: 'about-us', catalogs, css, Content: Content });

function Content() {
  const { t } = useLingui();
  const { paths } = useLendview();
  const { go } = useNavigation();
  return (
    <>
      <title>{t`About us`}</title>
      <header className="au-header">
        <h1 className="au-title">
          <Trans>About us</Trans>
        </h1>
        <p className="au-lead">
          <Trans>Welcome! We help you get a short-term cash loan quickly, simply and safely, right from your phone.</Trans>
        </p>
      </header>
      <section className="lv-section" aria-labelledby="au-offer">
        <h2 id="au-offer" className="lv-section-title">
          <Trans>What we offer</Trans>
        </h2>
        <ul className="au-list">
          <li>
            <Trans>Apply online in a few minutes, with no paperwork and no visit to a branch.</Trans>
          </li>
          <li>
            <Trans>Know every cost before you accept: the amount, the term, the interest and the fees are shown up front.</Trans>
          </li>
          <li>
            <Trans>Receive the money in your bank account once your loan is approved.</Trans>
          </li>
          <li>
            <Trans>
              Repay the way that suits you: by bank card or with a payment code at a store, in full or in instalments.
            </Trans>
          </li>
        </ul>
      </section>
      <section className="lv-section" aria-labelledby="au-trust">
        <h2 id="au-trust" className="lv-section-title">
          <Trans>Your trust matters</Trans>
        </h2>
        <p>
          <Trans>
            Your personal data is protected and used only to assess and manage your loan. We lend responsibly: borrow only what
            you can repay on time.
          </Trans>
        </p>
      </section>
      <div className="lv-actions">
        <button type="button" className="lv-button lv-button-block" onClick={() => go(paths.customerService)}>
          <Trans>Contact customer service</Trans>
        </button>
      </div>
    </>
  );
}
