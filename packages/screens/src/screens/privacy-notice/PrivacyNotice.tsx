import { Trans, useLingui } from '@lingui/react/macro';
import { useScreenData } from '../../core/screen-data';
import type { Market } from '../../core/market';
import { useLendview } from '../../core/provider';
import { Loading, Screen } from '../../ui';
import { useAppLink } from '../../core/navigation';
import { noticeText } from './load';
import { messages as en } from './locales/en';
import { messages as es } from './locales/es';
import { css } from './styles';

const catalogs = { en, es };

/**
 * The privacy notice (spec 2.18, at /statesCities and /PrivacyPolicy): English for language
 * type 1, else Spanish; personal data, face recognition, location, camera, purposes, data
 * transfer, ARCO rights and cookies, with a table of contents and a link to the site root.
 * When the official site frames it (`embedded=1` in the query) the link is left out: the
 * visitor is already on the site.
 *
 * @see docs/screens/privacy-notice.md: its decisions where the spec is silent.
 * @example
 * <LendviewProvider {...host}><PrivacyNotice /></LendviewProvider>
 */
export function PrivacyNotice() {
  const { market } = useLendview();
  return (
    <Screen name="privacy-notice" catalogs={catalogs} css={css} fallback={<NoticeLoading />}>
      <Content key={market} market={market} />
    </Screen>
  );
}

function NoticeLoading() {
  const { t } = useLingui();
  return <Loading label={t`Loading the privacy notice`} cards={[720]} />;
}

function Content({ market }: { market: Market }) {
  const { paths, query } = useLendview();
  const {
    data: { Document, text },
  } = useScreenData(noticeText[market]);
  const home = useAppLink()(paths.officialHome);
  const embedded = query.get('embedded') === '1';
  return (
    <div className={embedded ? 'pn-embedded' : undefined}>
      <title>{text.title}</title>
      <Document text={text} idPrefix="pn" screen="privacy-notice" />
      {!embedded && (
        <p className="pn-home">
          <a className="lv-button lv-button-block" {...home}>
            <Trans>Go to our website</Trans>
          </a>
        </p>
      )}
    </div>
  );
}
