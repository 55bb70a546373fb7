import { Trans } from '@lingui/react/macro';
import { sessionQuery, type ComplaintTab } from '@lendview/api';
import { useNavigation } from '../../core/navigation';
import { useLendview } from '../../core/provider';
import { withQuery } from '../../core/redirect';

export interface TabPanelProps {
  id: string;
  /** The id of the tab that labels this panel. */
  labelledBy: string;
  tab: ComplaintTab;
}

/** One tab's complaints: time, question type and content, each opening its details. */
export function TabPanel({ id, labelledBy, tab }: TabPanelProps) {
  const { paths, session } = useLendview();
  const { go } = useNavigation();
  return (
    <div role="tabpanel" id={id} aria-labelledby={labelledBy} className="cl-panel" tabIndex={0}>
      {tab.items.length === 0 ? (
        <p className="cl-empty lv-muted"><Trans>There are no complaints here.</Trans></p>
      ) : (
        <ul className="cl-items">
          {tab.items.map((item) => (
            <li key={item.id}>
              <a
                className="cl-item"
                href={withQuery(withQuery(paths.complaintDetails, { problemId: item.id }), sessionQuery(session))}
                onClick={(event) => { event.preventDefault(); go(paths.complaintDetails, { problemId: item.id }); }}
              >
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
    </div>
  );
}
