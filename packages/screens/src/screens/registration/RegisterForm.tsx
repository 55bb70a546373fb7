import { Trans, useLingui } from '@lingui/react/macro';
import { useId, type InputHTMLAttributes, type RefObject } from 'react';
import { Busy, Field, type FieldControlProps } from '../../ui';
import { SmsButton } from './SmsButton';
import { useRegistration, type FieldName } from './useRegistration';

export interface RegisterFormProps {
  /** The captcha session id from `get-sid`. */
  sid: string;
  /** The template's button text. @defaultValue 'Register' */
  submitLabel?: string;
}

/**
 * The landing's form: mobile, image captcha (with its image, tapped to refresh), SMS code (with
 * the code button) and Register. Rule failures show under their field, tied to it by
 * `aria-describedby`, and move focus there; server answers show as toasts.
 *
 * The caps are applied by `change` (digits kept, then cut), not by `maxLength`: a browser cuts a
 * pasted '+52 55 1234 5678' to its first characters before any cleaning could run.
 */
export function RegisterForm({ sid, submitLabel }: RegisterFormProps) {
  const { t } = useLingui();
  const form = useRegistration(sid);
  const id = useId();
  const { values, invalid, messages, inputs, mobileHint } = form;

  type InputProps = InputHTMLAttributes<HTMLInputElement> & { ref: RefObject<HTMLInputElement | null> };
  const input = (field: FieldName, control: FieldControlProps, extra: InputHTMLAttributes<HTMLInputElement>): InputProps => ({
    ...control,
    ref: inputs[field],
    className: 'lv-input',
    value: values[field],
    required: true,
    onChange: (event) => form.change(field, event.target.value),
    ...extra,
  });

  return (
    <form
      className="lv-section reg-form"
      noValidate
      aria-labelledby={`${id}-title`}
      onSubmit={(event) => {
        event.preventDefault();
        void form.register();
      }}
    >
      <h2 id={`${id}-title`} className="lv-section-title">
        <Trans>Create your account</Trans>
      </h2>

      {/* The mobile error ends with the hint's words: the hint is not read a second time then. */}
      <Field
        label={<Trans>Mobile number</Trans>}
        hint={mobileHint}
        error={invalid.has('mobile') && messages.mobile}
        errorIncludesHint
      >
        {(control) => (
          <input {...input('mobile', control, { type: 'tel', inputMode: 'numeric', autoComplete: 'tel-national' })} />
        )}
      </Field>

      <Field label={<Trans>Image captcha</Trans>} error={invalid.has('captcha') && messages.captcha}>
        {(control) => (
          <div className="reg-pair">
            <input {...input('captcha', control, { autoComplete: 'off', autoCapitalize: 'off', spellCheck: false })} />
            <button type="button" className="reg-captcha" onClick={form.refreshCaptcha} aria-label={t`Show a new image captcha`}>
              <img src={form.captchaSrc} alt="" width={112} height={44} />
            </button>
          </div>
        )}
      </Field>

      <Field label={<Trans>SMS code</Trans>} error={invalid.has('sms') && messages.sms}>
        {(control) => (
          <div className="reg-pair">
            <input {...input('sms', control, { inputMode: 'numeric', autoComplete: 'one-time-code' })} />
            <SmsButton onRequest={form.requestSms} />
          </div>
        )}
      </Field>

      <button type="submit" className="lv-button lv-button-primary lv-button-block reg-submit" disabled={form.locked}>
        {submitLabel ?? <Trans>Register</Trans>}
      </button>
      {form.busy && <Busy label={t`saving...`} />}
    </form>
  );
}
