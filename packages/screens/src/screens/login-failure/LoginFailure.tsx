import { Trans, useLingui } from '@lingui/react/macro';
import { defineScreen } from '../../ui';
import { messages as en } from './locales/en';
import { messages as es } from './locales/es';
import { css } from './styles';

const catalogs = { en, es };

/**
 * The joint-login failure page (spec 2.14): an image, 'Fracaso' and the notice 'Le ofrece
 * servicios profesionales y pago de préstamos.' (Spanish as the spec gives them, translated for
 * the English market). Static: no server call and, as the spec shows none, no action; the native
 * shell's own back and close leave the page.
 *
 * @see docs/screens/login-failure.md: its decisions where the spec is silent.
 * @example
 * <LendviewProvider {...host}><LoginFailure /></LendviewProvider>
 */
export const LoginFailure = defineScreen({ name: 'login-failure', catalogs, css, Content: Content });

function Content() {
  const { t } = useLingui();
  return (
    <>
      <title>{t`Failure`}</title>
      <section className="lf-card">
        <FailureImage />
        <h1 className="lf-title">
          <Trans>Failure</Trans>
        </h1>
        <p className="lf-notice">
          <Trans>We offer you professional services and loan payments.</Trans>
        </p>
      </section>
    </>
  );
}

/** A broken link between a phone and a shield: the two apps could not sign the borrower in. */
function FailureImage() {
  return (
    <svg className="lf-image" viewBox="0 0 200 160" width="200" height="160" aria-hidden="true">
      <ellipse cx="100" cy="146" rx="72" ry="8" fill="#e3e6ec" />
      <rect x="46" y="18" width="64" height="116" rx="10" fill="#fff" stroke="#555d6e" strokeWidth="4" />
      <rect x="56" y="32" width="44" height="72" rx="4" fill="#e7f3f0" />
      <circle cx="78" cy="118" r="5" fill="#555d6e" />
      <path d="M66 56h24M66 68h24M66 80h14" stroke="#0b6e5a" strokeWidth="4" strokeLinecap="round" />
      <circle cx="132" cy="92" r="30" fill="#b42318" />
      <path d="M120 80l24 24M144 80l-24 24" stroke="#fff" strokeWidth="7" strokeLinecap="round" />
    </svg>
  );
}
