import { isApiError, nationalNumber, NUMBER_PLANS, typedDigits, type SmsRequest } from '@lendview/api';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useEffectEvent, useMemo, useRef, useState } from 'react';
import { useAction } from '../../core/action';
import { useErrorText } from '../../core/errors';
import { useLendview } from '../../core/provider';
import { TOAST_DURATION, useToast } from '../../ui';
import { linkTo } from '../../core/navigation';
import { useMobileHint } from './mobileHint';
import { promotionOf, trackOf } from '../../shared/promotion';

/** Spec sections 5 and 9: image captcha 4 characters, SMS code 6 digits. */
export const CAPTCHA_LENGTH = 4;
export const SMS_CODE_LENGTH = 6;

/**
 * After 'You have already registered...' the borrower reads the toast, then goes to the download
 * page (the spec says "then", no delay): the info toast's 2 s, during which the form is locked.
 */
export const ALREADY_REGISTERED_DELAY = TOAST_DURATION.info;

export type FieldName = 'mobile' | 'captcha' | 'sms';
export type Values = Record<FieldName, string>;

const digits = (value: string) => value.replace(/\D/g, '');

/** The server's business code of a refusal (`"101"`, `"-1"`, `"11"`), else `undefined`. */
function refusalCode(error: unknown): string | undefined {
  return isApiError(error) && error.kind === 'rejected' ? error.code : undefined;
}

/**
 * The registration flow of spec 2.16, 4, 5 and 8: field rules, the captcha, the SMS code and the
 * register call with its outcomes. One call at a time; the form is locked while one runs.
 */
export function useRegistration(sid: string) {
  const { t } = useLingui();
  const { api, session, query, market, mobilePlan: hostPlan, paths, navigate, onError } = useLendview();
  // The host's plan, else the market's: India's in English (rupee), Mexico's in Spanish (peso).
  const mobilePlan = hostPlan ?? (market === 'en' ? NUMBER_PLANS.india : NUMBER_PLANS.mexico);
  const toast = useToast();
  const errorText = useErrorText();
  const promotion = useMemo(() => promotionOf(query), [query]);
  const [values, setValues] = useState<Values>({ mobile: '', captcha: '', sms: '' });
  const [invalid, setInvalid] = useState<ReadonlySet<FieldName>>(new Set());
  // The image is asked for once the form is on screen: a render React discards (or a server's)
  // must not fetch a captcha of its own, which would replace the code of the one shown.
  const [captchaTime, setCaptchaTime] = useState(0);
  useEffect(() => setCaptchaTime(Date.now()), []);
  const registering = useAction();
  const [leaving, setLeaving] = useState(false);
  const inputs = {
    mobile: useRef<HTMLInputElement>(null),
    captcha: useRef<HTMLInputElement>(null),
    sms: useRef<HTMLInputElement>(null),
  };

  const mobileHint = useMobileHint(mobilePlan);
  const messages: Record<FieldName, string> = {
    // The spec's sentence, then what the market's numbers look like.
    mobile: `${t`Please enter the mobile number correctly.`} ${mobileHint}`,
    captcha: t`Please enter the image captcha correctly.`,
    sms: t`Please enter the SMS code`,
  };

  // The download page keeps the promotion query (and the session's, so the market stays).
  // Replace: after registering, Back should not return to a filled form.
  const goDownload = () => navigate(linkTo(paths.download, promotion, session), { replace: true });
  const goDownloadLater = useEffectEvent(goDownload);
  useEffect(() => {
    if (!leaving) return;
    const timer = setTimeout(goDownloadLater, ALREADY_REGISTERED_DELAY);
    return () => clearTimeout(timer);
  }, [leaving]);

  /** Flags the fields that break their rule and focuses the first; `true` when all pass. */
  function check(fields: FieldName[]): boolean {
    const broken = new Set<FieldName>();
    if (fields.includes('mobile') && !nationalNumber(mobilePlan, values.mobile)) broken.add('mobile');
    if (fields.includes('captcha') && !values.captcha.trim()) broken.add('captcha');
    if (fields.includes('sms') && !values.sms) broken.add('sms');
    setInvalid(broken);
    const first = fields.find((field) => broken.has(field));
    if (first) inputs[first].current?.focus();
    return !first;
  }

  /** A new captcha image (same sid, new time); the old answer is cleared. */
  function newCaptcha() {
    setCaptchaTime((time) => Math.max(Date.now(), time + 1));
    setValues((current) => ({ ...current, captcha: '' }));
  }

  // Sent as the national number: a typed +91, +52 or trunk 0 is dropped.
  const phone = nationalNumber(mobilePlan, values.mobile) ?? values.mobile;
  const smsRequest = (): SmsRequest => ({
    phone,
    capcode: values.captcha.trim(),
    sid,
    deviceId: session.deviceId ?? '',
    appName: session.appName ?? '',
    appFrom: promotion.app_from ?? '',
    userFrom: promotion.user_from ?? '',
    utmTag: promotion.utm_tag ?? '',
  });

  return {
    values,
    invalid,
    messages,
    inputs,
    mobileHint,
    captchaSrc: captchaTime ? api.captchaUrl(sid, captchaTime) : undefined,
    locked: registering.busy || leaving,
    busy: registering.busy,

    /** Typing: mobile and SMS code keep digits only; every field is capped (spec 5). */
    change(field: FieldName, raw: string) {
      // The mobile cap leaves room for a country code or trunk 0, dropped when checked and sent.
      const cap = { mobile: typedDigits(mobilePlan), captcha: CAPTCHA_LENGTH, sms: SMS_CODE_LENGTH }[field];
      const kept = (field === 'captcha' ? raw.replace(/\s/g, '') : digits(raw)).slice(0, cap);
      // A complete number typed with its prefix shows as the national number the server gets.
      const value = field === 'mobile' ? (nationalNumber(mobilePlan, kept) ?? kept) : kept;
      setValues((current) => ({ ...current, [field]: value }));
      if (invalid.has(field)) setInvalid((current) => new Set([...current].filter((f) => f !== field)));
    },

    /** The captcha refresh needs a valid mobile first (spec 2.16 and 5). */
    refreshCaptcha() {
      if (check(['mobile'])) newCaptcha();
    },

    async requestSms(): Promise<boolean> {
      if (!check(['mobile', 'captcha'])) return false;
      try {
        await api.requestSms(smsRequest());
        toast.show(t`We sent the code by SMS.`, 'info');
        return true;
      } catch (error) {
        onError(error as Error);
        // '101': the image captcha was wrong; the server's message says so.
        if (refusalCode(error) === '101') newCaptcha();
        toast.show(errorText(error));
        return false;
      }
    },

    register() {
      if (registering.isRunning() || leaving) return;
      if (!check(['mobile', 'captcha', 'sms'])) return;
      // Tracking never blocks: not awaited, and a failing adapter is ignored.
      Promise.resolve()
        .then(() => api.trackClick({ ...trackOf(promotion, session), phone }))
        .catch(() => undefined);
      void registering.run(async () => {
        try {
          await api.register({
            ...smsRequest(),
            merchantNumber: session.merchantNumber ?? '',
            // The account is the mobile number: the app logs in with it.
            userName: phone,
            smsCode: values.sms,
            inviteCode: promotion.invite_code ?? '',
            id: promotion.id ?? '',
          });
        } catch (error) {
          const code = refusalCode(error);
          if (code === '11') {
            // Not a failure for the borrower (nor for the host's error report): they have an
            // account, the app is the next step.
            toast.show(t`You have already registered, please download the app and log in!`, 'info');
            setLeaving(true);
            return;
          }
          if (code === '-1') newCaptcha();
          throw error;
        }
        goDownload();
      });
    },
  };
}
