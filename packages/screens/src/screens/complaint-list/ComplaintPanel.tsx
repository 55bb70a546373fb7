import { Trans } from '@lingui/react/macro';
import type { ComplaintTab } from '@lendview/api';
import { useAppLink } from '../../core/navigation';
import { useLendview } from '../../core/provider';
import { TabPanel } from '../../ui/Tabs';

export interface ComplaintPanelProps {
  /** The tab list's `idPrefix`. */
  idPrefix: string;
  /** The panel's id, shared by every tab. */
  id: string;
  /** The key of the selected tab. */
  tab: string;
  complaints: ComplaintTab;
}

/** One tab's complaints: time, question type and content, each opening its details. */
export function ComplaintPanel({ idPrefix, id, tab, complaints }: ComplaintPanelProps) {
  const { paths } = useLendview();
  const link = useAppLink();
  return (
    <TabPanel idPrefix={idPrefix} id={id} tab={tab} className="cl-panel">
      {complaints.items.length === 0 ? (
        <p className="cl-empty lv-muted">
          <Trans>There are no complaints here.</Trans>
        </p>
      ) : (
        <ul className="cl-items">
          {complaints.items.map((item) => (
            <li key={item.id}>
              <a className="cl-item" {...link(paths.complaintDetails, { problemId: item.id })}>
                <span className="cl-item-head">
                  <span className="cl-type">{item.type}</span>
                  <time className="cl-time lv-muted">{item.time}</time>
                </span>
                <span className="cl-content">{item.content}</span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </TabPanel>
  );
}
