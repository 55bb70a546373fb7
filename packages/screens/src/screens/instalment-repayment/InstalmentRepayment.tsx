import { Trans, useLingui } from '@lingui/react/macro';
import type { PaymentChannel } from '@lendview/api';
import { useFormat } from '../../core/format';
import { useNavigation } from '../../core/navigation';
import { useResume } from '../../core/native';
import { useScreenData } from '../../core/screen-data';
import { useLendview } from '../../core/provider';
import { defineScreen, Loading, Skeleton } from '../../ui';
import { DetailList } from './DetailList';
import { loadInstalmentRepayment } from './load';
import { messages as en } from './locales/en';
import { messages as es } from './locales/es';
import { AmountHero, ChannelGroups, partsCatalogs, Product } from '../../shared/repayment-parts';
import { css } from './styles';

const catalogs = { en: { ...partsCatalogs.en, ...en }, es: { ...partsCatalogs.es, ...es } };

/**
 * Instalment repayment (spec 2.10): the amount due and its date, the product, the plan's detail
 * rows (first 2, then More/Hide) and the repayment channels. A channel opens its repayment
 * instructions (`/carpmm?requestType=1&amount=&payCode=` plus the session query). The server's
 * `noticeMsg` is kept in the data and never shown (spec section 3).
 *
 * @see docs/screens/instalment-repayment.md: its decisions where the spec is silent.
 * @example
 * <LendviewProvider {...host}><InstalmentRepayment /></LendviewProvider>
 */
export const InstalmentRepayment = defineScreen({
  name: 'instalment-repayment',
  catalogs,
  css,
  Content: InstalmentContent,
  Fallback: InstalmentLoading,
});

function InstalmentLoading() {
  const { t } = useLingui();
  return (
    <>
      <AmountHero title={<Trans>Instalment repayment</Trans>} amountLabel={<Trans>Amount due</Trans>} />
      <Loading label={t`Loading your instalment`}>
        <div className="rp-card">
          <Skeleton height={164} radius={12} />
        </div>
        <Skeleton height={220} radius={12} />
      </Loading>
    </>
  );
}

function InstalmentContent() {
  const { t } = useLingui();
  const { paths } = useLendview();
  const { go } = useNavigation();
  const { money, date } = useFormat();
  const { data, refresh } = useScreenData(loadInstalmentRepayment);
  useResume(refresh);

  const open = (channel: PaymentChannel) =>
    go(paths.repaymentInstructions, { requestType: 1, amount: data.repayAmount, payCode: channel.payCode });

  return (
    <>
      <title>{t`Instalment repayment`}</title>
      <AmountHero
        title={<Trans>Instalment repayment</Trans>}
        amountLabel={<Trans>Amount due</Trans>}
        amount={money(data.repayAmount)}
        date={date(data.repayDate)}
      />
      <section className="lv-section rp-card" aria-label={t`Instalment details`}>
        <Product logo={data.productLogo} name={data.productName} />
        <DetailList rows={data.detail} />
      </section>
      <ChannelGroups groups={data.groups} onSelect={open} />
    </>
  );
}
