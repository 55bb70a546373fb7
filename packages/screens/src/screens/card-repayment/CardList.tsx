import type { BankCard } from '@lendview/api';
import { Trans } from '@lingui/react/macro';
import { useId } from 'react';

/** The last four digits: a full card number is never put on screen. */
function lastFour(cardNo: string): string {
  const digits = cardNo.replace(/\D/g, '');
  return digits.slice(-4) || cardNo.slice(-4);
}

export interface CardListProps {
  cards: BankCard[];
  /** The chosen card's index, -1 for none (spec 2.15). */
  selected: number;
  onSelect: (index: number) => void;
  /** Shows the 'select a card first' message under the list. */
  missing: boolean;
  disabled: boolean;
}

/** The borrower's cards as a radio group: bank name and masked number. */
export function CardList({ cards, selected, onSelect, missing, disabled }: CardListProps) {
  const name = useId();
  const errorId = `${name}-error`;
  return (
    <fieldset className="lv-section cr-cards" aria-describedby={missing ? errorId : undefined} disabled={disabled}>
      <legend className="lv-section-title cr-legend">
        <Trans>Choose the card to pay with</Trans>
      </legend>
      {cards.map((card, index) => (
        <label key={card.id || index} className="cr-card">
          <input type="radio" name={name} checked={index === selected} onChange={() => onSelect(index)} />
          <span className="cr-card-text">
            <span className="cr-card-bank">{card.bankName}</span>
            <span className="cr-card-number">
              <span aria-hidden="true">•••• </span>
              <span className="lv-visually-hidden">
                <Trans>ending in</Trans>{' '}
              </span>
              {lastFour(card.cardNo)}
            </span>
          </span>
        </label>
      ))}
      {/* Spec section 5 gives this in Chinese ('please select the paying bank card first'); the
          product's markets read it in English and Spanish. Shown in place until a card is chosen. */}
      {missing && (
        <p id={errorId} className="lv-field-error" role="alert">
          <Trans>Please select the bank card to pay with first.</Trans>
        </p>
      )}
    </fieldset>
  );
}
