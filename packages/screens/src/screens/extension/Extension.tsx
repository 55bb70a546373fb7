import { Trans, useLingui } from '@lingui/react/macro';
import type { PaymentChannel } from '@lendview/api';
import { useId } from 'react';
import { useFormat } from '../../core/format';
import { useNavigation } from '../../core/navigation';
import { useResume } from '../../core/native';
import { useScreenData } from '../../core/screen-data';
import { useLendview } from '../../core/provider';
import { defineScreen, Loading, Skeleton } from '../../ui';
import { AmountHero, ChannelGroups, partsCatalogs, Product } from '../../shared/repayment-parts';
import { DraggableServiceButton } from './DraggableServiceButton';
import { loadExtension } from './load';
import { messages as en } from './locales/en';
import { messages as es } from './locales/es';
import { css } from './styles';

const catalogs = { en: { ...partsCatalogs.en, ...en }, es: { ...partsCatalogs.es, ...es } };

/**
 * Extension, the repayment of a delay (spec 2.11): the reviewer line, the extension amount and
 * the repay date, the product, the plan list and the repayment channels. A channel opens the
 * payment instructions with `requestType=2`, the amount and its pay code. A floating, draggable
 * button opens customer service.
 *
 * @see docs/screens/extension.md: its decisions where the spec is silent.
 * @example
 * <LendviewProvider {...host}><Extension /></LendviewProvider>
 */
export const Extension = defineScreen({
  name: 'extension',
  catalogs,
  css,
  Content: ExtensionContent,
  Fallback: ExtensionLoading,
});

function ExtensionLoading() {
  const { t } = useLingui();
  return (
    <>
      <AmountHero
        title={<Trans>Extension</Trans>}
        lead={<Skeleton height={20} width="70%" />}
        amountLabel={<Trans>Extension amount</Trans>}
      />
      <Loading label={t`Loading your extension`}>
        <div className="rp-card">
          <Skeleton height={196} radius={12} />
        </div>
        <Skeleton height={220} radius={12} />
      </Loading>
    </>
  );
}

function ExtensionContent() {
  const { t } = useLingui();
  const { paths } = useLendview();
  const { go } = useNavigation();
  const { money, date } = useFormat();
  const { data, refresh } = useScreenData(loadExtension);
  useResume(refresh);
  const planId = useId();

  const open = (channel: PaymentChannel) =>
    go(paths.paymentInstructions, { requestType: 2, amount: data.amount, payCode: channel.payCode });

  return (
    <>
      <title>{t`Extension`}</title>
      <AmountHero
        title={<Trans>Extension</Trans>}
        lead={data.reviewer}
        amountLabel={<Trans>Extension amount</Trans>}
        amount={money(data.amount)}
        date={date(data.date)}
      />
      <section className="lv-section rp-card" aria-labelledby={planId}>
        <Product logo={data.productLogo} name={data.productName} />
        <h2 id={planId} className="ext-plan-title">
          <Trans>Repayment plan</Trans>
        </h2>
        <ul className="rp-list ext-plan">
          {data.plan.map((item, i) => (
            <li key={i} className="lv-row">
              <span className="lv-row-label">{item.title}</span>
              <span className="lv-row-value">{date(item.time)}</span>
            </li>
          ))}
        </ul>
        {/* The spec's screen list leaves `note` out; it is borrower guidance ("up to 7 days"),
            so it is shown. `noticeMsg`, like the instalment's, is not. */}
        {data.note && <p className="ext-note">{data.note}</p>}
      </section>
      <ChannelGroups groups={data.groups} onSelect={open} />
      <DraggableServiceButton onOpen={() => go(paths.customerService)} />
    </>
  );
}
