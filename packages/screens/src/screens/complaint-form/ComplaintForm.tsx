import { COMPLAINT_TYPE } from '@lendview/api';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useAction } from '../../core/action';
import { useNavigation } from '../../core/navigation';
import { useScreenData } from '../../core/screen-data';
import { useLendview } from '../../core/provider';
import { Busy, defineScreen, Dialog, Field, Loading, useToast } from '../../ui';
import { ImageUploader } from './ImageUploader';
import { loadComplaintForm } from './load';
import { messages as en } from './locales/en';
import { messages as es } from './locales/es';
import { css } from './styles';
import { useDraft } from './draft';
import { useUploads } from './uploads';

const catalogs = { en, es };

/** Spec sections 5 and 9. */
const MAX_TEXT = 200;
/** Spec sections 2.3 and 9: the success modal shows this long before the complaint home. */
const RETURN_DELAY_MS = 1500;

/**
 * The new-complaint form (spec 2.3): the chosen type and sub-type (query `type`, `subType`,
 * `orderNo`) as tags, a description of at most 200 characters, up to 9 images, and Send. After
 * a successful send a modal shows and the complaint home follows 1.5 s later. Until it is sent,
 * the complaint is kept for its order and comes back after a reload.
 *
 * @see docs/screens/complaint-form.md: its decisions where the spec is silent.
 * @example
 * <LendviewProvider {...host} query="type=2&orderNo=174"><ComplaintForm /></LendviewProvider>
 */
export const ComplaintForm = defineScreen({
  name: 'complaint-form',
  catalogs,
  css,
  Content: ComplaintFormContent,
  Fallback: ComplaintFormLoading,
});

function Title() {
  return (
    <h1 className="cf-title">
      <Trans>New complaint</Trans>
    </h1>
  );
}

function ComplaintFormLoading() {
  const { t } = useLingui();
  return (
    <>
      <Title />
      <Loading label={t`Loading the form`} cards={[72, 210, 190]} />
    </>
  );
}

function ComplaintFormContent() {
  const { t } = useLingui();
  const { api, query, paths } = useLendview();
  const { go } = useNavigation();
  const toast = useToast();
  const { data } = useScreenData(loadComplaintForm);
  const { uploads, add, remove, restore } = useUploads();
  const [detail, setDetail] = useState('');
  const saving = useAction();
  const [sent, setSent] = useState(false);
  // maxLength stops typing at the cap; the slice also covers a paste or an IME commit that a web
  // view lets through (spec section 5: input beyond 200 is ignored).
  const write = (text: string) => setDetail(text.slice(0, MAX_TEXT));

  const type = query.get('type') ?? '';
  const subType = query.get('subType') ?? '';
  const orderNo = query.get('orderNo') ?? '';
  const images = uploads.filter((upload) => upload.status === 'done').map((upload) => upload.url);
  const forgetDraft = useDraft({ orderNo, type, subType, text: detail, images }, (kept) => {
    // What was typed before the page was live is newer than the kept draft.
    setDetail((typed) => typed || kept.text);
    restore(kept.images);
  });

  const length = detail.length;
  const typeTitle = data.types.find((choice) => choice.value === type)?.title;
  const subTypeTitle = data.subTypes.find((choice) => choice.value === subType)?.title;

  // Opened without a known type (or collection without its sub-type, spec section 4): the
  // server would refuse the complaint, so send the borrower back to choose rather than let them
  // type it for nothing.
  if (!typeTitle || (type === COMPLAINT_TYPE.collection && !subTypeTitle)) {
    return (
      <>
        <title>{t`New complaint`}</title>
        <Title />
        <section className="lv-section">
          <p>
            <Trans>Please choose what your question is about first.</Trans>
          </p>
          <div className="lv-actions cf-back">
            <button
              type="button"
              className="lv-button lv-button-primary lv-button-block"
              onClick={() => go(paths.complaintHome, {}, { replace: true })}
            >
              <Trans>Choose a question type</Trans>
            </button>
          </div>
        </section>
      </>
    );
  }

  function send() {
    if (saving.isRunning()) return;
    if (detail.trim() === '') return toast.show(t`Please fill in your comments and suggestions`);
    // Ours: sending while an image is still on its way would silently drop it.
    if (uploads.some((upload) => upload.status === 'uploading'))
      return toast.show(t`Please wait until the images finish uploading.`);
    void saving.run(async () => {
      await api.saveComplaint({ type, subType, detail, images, orderNo });
      forgetDraft();
      setSent(true);
    });
  }

  return (
    <>
      <title>{t`New complaint`}</title>
      <Title />
      <section className="lv-section" aria-labelledby="cf-type-title">
        <h2 id="cf-type-title" className="lv-section-title">
          <Trans>Question type</Trans>
        </h2>
        <ul className="cf-tags">
          <li className="cf-tag">{typeTitle}</li>
          {subTypeTitle && <li className="cf-tag">{subTypeTitle}</li>}
        </ul>
      </section>
      <section className="lv-section">
        <Field
          className="cf-field"
          label={<Trans>Describe your problem</Trans>}
          hint={
            <>
              <span aria-hidden="true">
                {length}/{MAX_TEXT}
              </span>
              <span className="lv-visually-hidden">{t`${length} of ${MAX_TEXT} characters`}</span>
            </>
          }
        >
          {(control) => (
            <textarea
              {...control}
              className="lv-input cf-text"
              rows={6}
              maxLength={MAX_TEXT}
              value={detail}
              onChange={(event) => write(event.target.value)}
            />
          )}
        </Field>
      </section>
      <ImageUploader uploads={uploads} onAdd={add} onRemove={remove} />
      <div className="lv-actions">
        <button
          type="button"
          className="lv-button lv-button-primary lv-button-block"
          disabled={saving.busy || sent}
          onClick={send}
        >
          <Trans>Send</Trans>
        </button>
      </div>
      {saving.busy && <Busy label={t`saving...`} />}
      {/* Spec 9's 'uploading...' toast. It lets taps through: the borrower may remove (cancel) an
          image or keep typing while a slow upload runs. */}
      {!saving.busy && uploads.some((upload) => upload.status === 'uploading') && (
        <Busy label={t`uploading...`} blocking={false} />
      )}
      {sent && <SentDialog onDone={() => go(paths.complaintHome, {}, { replace: true })} />}
    </>
  );
}

/**
 * The success modal; after 1.5 s, or when closed earlier, the complaint home replaces the form
 * (replace: the back button must not reopen a sent form).
 */
function SentDialog({ onDone }: { onDone: () => void }) {
  const { t } = useLingui();
  const done = useRef(false);
  const finish = () => {
    if (done.current) return;
    done.current = true;
    onDone();
  };
  // One timer per modal; when it fires it calls the latest `onDone`.
  const finishLater = useEffectEvent(finish);
  useEffect(() => {
    const timer = setTimeout(finishLater, RETURN_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <Dialog open title={t`Complaint sent`} onClose={finish}>
      <svg className="cf-sent-icon" viewBox="0 0 48 48" width="48" height="48" aria-hidden="true">
        <circle cx="24" cy="24" r="24" fill="currentColor" />
        <path
          d="M14 24.5l6.5 6.5L34 17.5"
          fill="none"
          stroke="#fff"
          strokeWidth="4"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <p className="cf-sent">
        <Trans>Thank you. We will look into it and reply as soon as possible.</Trans>
      </p>
    </Dialog>
  );
}
