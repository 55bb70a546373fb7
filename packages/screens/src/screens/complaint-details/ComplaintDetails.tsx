import { Trans, useLingui } from '@lingui/react/macro';
import { useResume } from '../../core/native';
import { useScreenData } from '../../core/screen-data';
import { defineScreen, Loading } from '../../ui';
import { ImageGrid } from './ImageGrid';
import { loadComplaintDetails } from './load';
import { messages as en } from './locales/en';
import { messages as es } from './locales/es';
import { ScorePrompt } from './ScorePrompt';
import { css } from './styles';

const catalogs = { en, es };

/**
 * One complaint, read-only (spec 2.5): its type, sub-type, content and images, and the handling
 * result (agent, reply text, reply images) once there is one. When the server asks for a score,
 * a rating invitation appears 3 s after the details load.
 *
 * @see docs/screens/complaint-details.md: its decisions where the spec is silent.
 * @example
 * <LendviewProvider {...host} query="problemId=1"><ComplaintDetails /></LendviewProvider>
 */
export const ComplaintDetails = defineScreen({
  name: 'complaint-details',
  catalogs,
  css,
  Content: ComplaintDetailsContent,
  Fallback: ComplaintDetailsLoading,
});

function Title() {
  return (
    <h1 className="cd-title">
      <Trans>Complaint details</Trans>
    </h1>
  );
}

function ComplaintDetailsLoading() {
  const { t } = useLingui();
  return (
    <>
      <Title />
      <Loading label={t`Loading the complaint`} cards={[220, 160]} />
    </>
  );
}

function ComplaintDetailsContent() {
  const { t } = useLingui();
  const { data, refresh } = useScreenData(loadComplaintDetails);
  useResume(refresh);
  const replied = data.reply.trim() !== '' || data.replyImages.length > 0;
  return (
    <>
      <title>{t`Complaint details`}</title>
      <Title />
      <section className="lv-section" aria-labelledby="cd-mine-title">
        <h2 id="cd-mine-title" className="lv-section-title">
          <Trans>Your complaint</Trans>
        </h2>
        <dl className="cd-rows">
          <div className="lv-row">
            <dt className="lv-row-label">
              <Trans>Question type</Trans>
            </dt>
            <dd className="lv-row-value">{data.type}</dd>
          </div>
          {data.subType && (
            <div className="lv-row">
              <dt className="lv-row-label">
                <Trans>Topic</Trans>
              </dt>
              <dd className="lv-row-value">{data.subType}</dd>
            </div>
          )}
        </dl>
        <h3 className="cd-label">
          <Trans>Description</Trans>
        </h3>
        <p className="cd-text">{data.content}</p>
        <ImageGrid urls={data.images} label={(n) => t`Your image ${n}`} />
      </section>
      {replied ? (
        <section className="lv-section" aria-labelledby="cd-reply-title">
          <div className="cd-agent">
            <AgentLogo />
            <h2 id="cd-reply-title" className="lv-section-title">
              <Trans>Handling result</Trans>
            </h2>
          </div>
          {data.reply && <p className="cd-text">{data.reply}</p>}
          <ImageGrid urls={data.replyImages} label={(n) => t`Reply image ${n}`} />
        </section>
      ) : (
        // Ours: without a reply the result block stays away (spec 2.5), but a line says why.
        <p className="cd-waiting lv-muted">
          <Trans>We are looking into your complaint. Our reply will appear here.</Trans>
        </p>
      )}
      <ScorePrompt needed={data.needsScore} />
    </>
  );
}

/** The agent's logo: ours, not the server's (the detail response carries none). */
function AgentLogo() {
  return (
    <svg className="cd-agent-logo" viewBox="0 0 40 40" width="40" height="40" aria-hidden="true">
      <circle cx="20" cy="20" r="20" fill="currentColor" />
      <circle cx="20" cy="16" r="6.5" fill="#fff" />
      <path d="M8.5 32c1.8-5.8 6.3-9 11.5-9s9.7 3.2 11.5 9" fill="#fff" />
      <path d="M11 18a9 9 0 0 1 18 0" fill="none" stroke="#fff" strokeWidth="2" />
    </svg>
  );
}
