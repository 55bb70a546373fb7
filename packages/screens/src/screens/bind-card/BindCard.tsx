import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import { useAction } from '../../core/action';
import { useLendview } from '../../core/provider';
import { Busy, defineScreen, Field } from '../../ui';
import { linkTo } from '../../core/navigation';
import { digitsOnly, formatCardNumber, formatPhone } from './format';
import { messages as en } from './locales/en';
import { messages as es } from './locales/es';
import { css } from './styles';
import { useFormattedInput } from './useFormattedInput';

const catalogs = { en, es };

/** Ours (the spec is silent): real card numbers have 12 to 19 digits; both markets' mobiles 10 or more. */
const CARD_MIN_DIGITS = 12;
const PHONE_MIN_DIGITS = 10;

/** The query values the card-repayment flow hands over and gets back (spec 2.1, `#/addnormalcard`). */
const CARRIED = ['orderId', 'productId', 'couponMoney', 'couponId', 'withholdingAmount', 'from'] as const;

type Problem = 'holderEmpty' | 'cardEmpty' | 'cardShort' | 'phoneEmpty' | 'phoneShort';
type FieldName = 'holder' | 'card' | 'phone';

/**
 * Bind a bank card (spec 2.1 `/newFairfield`, `/arphaxat`, `#/addnormalcard`): holder name, card
 * number grouped in fours as typed, the bank's phone grouped 3-4-4. After the card is bound the
 * borrower goes back where they came from: the card repayment with the carried values when
 * `from=payway`, else the loan details of the order. Either replaces this page, so Back does not
 * return to a form that would bind the card again.
 *
 * @see docs/screens/bind-card.md: its decisions where the spec is silent.
 * @example
 * <LendviewProvider {...host} query="orderId=174&productId=1&from=payway"><BindCard /></LendviewProvider>
 */
export const BindCard = defineScreen({ name: 'bind-card', catalogs, css, Content: BindCardForm });

function BindCardForm() {
  const { t } = useLingui();
  const { api, session, query, paths, navigate } = useLendview();
  const [holder, setHolder] = useState('');
  const [problems, setProblems] = useState<Partial<Record<FieldName, Problem>>>({});
  const saving = useAction();
  const holderRef = useRef<HTMLInputElement>(null);
  const clear = (field: FieldName) => setProblems((current) => (current[field] ? { ...current, [field]: undefined } : current));
  const card = useFormattedInput(formatCardNumber, () => clear('card'));
  const phone = useFormattedInput(formatPhone, () => clear('phone'));

  const texts: Record<Problem, string> = {
    holderEmpty: t`Please enter the card holder's name.`,
    cardEmpty: t`Please enter the card number.`,
    cardShort: t`The card number is too short. Please check it.`,
    phoneEmpty: t`Please enter the phone number.`,
    phoneShort: t`The phone number is too short. Please check it.`,
  };

  const carried = Object.fromEntries(CARRIED.map((key) => [key, query.get(key) || session[key as keyof typeof session] || '']));

  function validate(): boolean {
    const cardDigits = digitsOnly(card.value).length;
    const phoneDigits = digitsOnly(phone.value).length;
    const found: Partial<Record<FieldName, Problem>> = {};
    if (!holder.trim()) found.holder = 'holderEmpty';
    if (cardDigits === 0) found.card = 'cardEmpty';
    else if (cardDigits < CARD_MIN_DIGITS) found.card = 'cardShort';
    if (phoneDigits === 0) found.phone = 'phoneEmpty';
    else if (phoneDigits < PHONE_MIN_DIGITS) found.phone = 'phoneShort';
    setProblems(found);
    const first = (['holder', 'card', 'phone'] as const).find((field) => found[field]);
    if (first) ({ holder: holderRef, card: card.ref, phone: phone.ref })[first].current?.focus();
    return !first;
  }

  function submit() {
    if (saving.isRunning() || !validate()) return;
    void saving.run(async () => {
      await api.bindCard({
        cardNo: digitsOnly(card.value),
        phone: digitsOnly(phone.value),
        holderName: holder.trim(),
        orderId: carried.orderId || undefined,
        productId: carried.productId || undefined,
      });
      const back =
        carried.from === 'payway'
          ? linkTo(paths.cardRepayment, carried, session)
          : linkTo(paths.loanDetails, { orderId: carried.orderId, productId: carried.productId }, session);
      navigate(back, { replace: true });
    });
  }

  return (
    <>
      <title>{t`Add a bank card`}</title>
      <header className="bc-header">
        <h1 className="bc-title">
          <Trans>Add a bank card</Trans>
        </h1>
        <p className="bc-subtitle">
          <Trans>Use a card in your own name. Your details are sent securely to your bank.</Trans>
        </p>
      </header>
      <form
        className="lv-section"
        noValidate
        aria-label={t`Card details`}
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Field label={<Trans>Card holder name</Trans>} error={problems.holder && texts[problems.holder]}>
          {(control) => (
            <input
              {...control}
              ref={holderRef}
              className="lv-input"
              autoComplete="cc-name"
              autoCapitalize="words"
              maxLength={60}
              required
              value={holder}
              onChange={(event) => {
                setHolder(event.target.value);
                clear('holder');
              }}
            />
          )}
        </Field>
        <Field label={<Trans>Card number</Trans>} error={problems.card && texts[problems.card]}>
          {(control) => (
            <input
              {...control}
              ref={card.ref}
              className="lv-input bc-digits"
              inputMode="numeric"
              autoComplete="cc-number"
              placeholder="0000 0000 0000 0000"
              required
              value={card.value}
              onChange={card.onChange}
            />
          )}
        </Field>
        <Field
          label={<Trans>Phone number</Trans>}
          hint={<Trans>The mobile number your bank has for this card.</Trans>}
          error={problems.phone && texts[problems.phone]}
        >
          {(control) => (
            <input
              {...control}
              ref={phone.ref}
              className="lv-input bc-digits"
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              required
              value={phone.value}
              onChange={phone.onChange}
            />
          )}
        </Field>
        <button type="submit" className="lv-button lv-button-primary lv-button-block bc-submit" disabled={saving.busy}>
          <Trans>Add card</Trans>
        </button>
      </form>
      {saving.busy && <Busy label={t`saving...`} />}
    </>
  );
}
