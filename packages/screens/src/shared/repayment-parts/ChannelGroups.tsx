import { Trans, useLingui } from '@lingui/react/macro';
import type { ChannelGroup, PaymentChannel } from '@lendview/api';
import { useId, useState } from 'react';
import { useCopy } from '../../core/copy';
import { BarcodeDialog } from './BarcodeDialog';
import { ArrowIcon, BarcodeIcon, CopyIcon } from './icons';
import { Logo } from './Logo';

export interface ChannelGroupsProps {
  /** The server's groups (`repayList`): a heading and its channels each. */
  groups: ChannelGroup[];
  /** Tapping a channel's row: the screen navigates to its payment instructions. */
  onSelect: (channel: PaymentChannel) => void;
}

/**
 * Groups of repayment channels (spec 2.10, 2.11), shared by the instalment and extension screens:
 * each entry is a row (logo, description, arrow) that opens the channel's instructions, plus its
 * code with a copy action and a barcode button when the server sends them. One barcode dialog
 * serves every entry. With no channels it says so rather than showing an empty list.
 */
export function ChannelGroups({ groups, onSelect }: ChannelGroupsProps) {
  const headingId = useId();
  const [barcodeOf, setBarcodeOf] = useState<PaymentChannel | null>(null);
  if (groups.length === 0) {
    return (
      <p className="lv-section lv-muted">
        <Trans>No payment channels are available right now. Please try again later.</Trans>
      </p>
    );
  }
  return (
    <section className="rp-channels" aria-labelledby={headingId}>
      <h2 id={headingId} className="rp-channels-title">
        <Trans>Choose how to pay</Trans>
      </h2>
      {groups.map((group, g) => (
        <div key={g} className="lv-section rp-group">
          {group.title && <h3 className="rp-group-title">{group.title}</h3>}
          <ul className="rp-list">
            {group.channels.map((channel, c) => (
              <ChannelEntry key={c} channel={channel} onSelect={onSelect} onBarcode={setBarcodeOf} />
            ))}
          </ul>
        </div>
      ))}
      <BarcodeDialog channel={barcodeOf} onClose={() => setBarcodeOf(null)} />
    </section>
  );
}

interface ChannelEntryProps {
  channel: PaymentChannel;
  onSelect: (channel: PaymentChannel) => void;
  onBarcode: (channel: PaymentChannel) => void;
}

function ChannelEntry({ channel, onSelect, onBarcode }: ChannelEntryProps) {
  const { t } = useLingui();
  const copy = useCopy();
  const { description, virtualCode, barcodeImage } = channel;
  return (
    <li className="rp-entry">
      <button type="button" className="rp-entry-open" onClick={() => onSelect(channel)}>
        <Logo src={channel.logo} size={40} />
        <span className="rp-entry-desc">{description}</span>
        <ArrowIcon />
      </button>
      {(virtualCode || barcodeImage) && (
        <div className="rp-entry-tools">
          {virtualCode && (
            <>
              <span className="rp-code">
                <span className="rp-code-label">
                  <Trans>Code</Trans>
                </span>
                <span className="rp-code-value">{virtualCode}</span>
              </span>
              <button
                type="button"
                className="lv-button rp-tool"
                aria-label={t`Copy code ${virtualCode}`}
                onClick={() => void copy(virtualCode)}
              >
                <CopyIcon />
                <Trans>Copy</Trans>
              </button>
            </>
          )}
          {barcodeImage && (
            <button
              type="button"
              className="lv-button rp-tool rp-tool-icon"
              aria-label={t`Show the barcode of ${description}`}
              onClick={() => onBarcode(channel)}
            >
              <BarcodeIcon />
            </button>
          )}
        </div>
      )}
    </li>
  );
}
