import { Trans, useLingui } from '@lingui/react/macro';
import { useResume } from '../../core/native';
import { useScreenData } from '../../core/screen-data';
import { defineScreen, Loading } from '../../ui';
import { ComplaintTabs } from './ComplaintTabs';
import { loadComplaintList } from './load';
import { messages as en } from './locales/en';
import { messages as es } from './locales/es';
import { PullToRefresh } from './PullToRefresh';
import { css } from './styles';

const catalogs = { en, es };

/**
 * My complaints (spec 2.4): the server's tabs, 3 per page, each listing complaints that open
 * their details. Pull down (or the Refresh button) reloads; so does the web view coming back.
 *
 * @see docs/screens/complaint-list.md: its decisions where the spec is silent.
 * @example
 * <LendviewProvider {...host}><ComplaintList /></LendviewProvider>
 */
export const ComplaintList = defineScreen({
  name: 'complaint-list',
  catalogs,
  css,
  Content: ComplaintListContent,
  Fallback: ComplaintListLoading,
});

function Title() {
  return (
    <h1 className="cl-title">
      <Trans>My complaints</Trans>
    </h1>
  );
}

function ComplaintListLoading() {
  const { t } = useLingui();
  return (
    <>
      <div className="cl-head">
        <Title />
      </div>
      <Loading label={t`Loading your complaints`} cards={[48, 92, 92]} />
    </>
  );
}

function ComplaintListContent() {
  const { t } = useLingui();
  const { data, refresh } = useScreenData(loadComplaintList);
  useResume(refresh);
  return (
    <>
      <title>{t`My complaints`}</title>
      <PullToRefresh onRefresh={refresh} version={data} title={<Title />}>
        {data.length === 0 ? (
          <p className="lv-section lv-muted">
            <Trans>You have not sent any complaints yet.</Trans>
          </p>
        ) : (
          <ComplaintTabs tabs={data} />
        )}
      </PullToRefresh>
    </>
  );
}
