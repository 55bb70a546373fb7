import { createFakeApi } from '@lendview/api/fake';
import { BindCard } from '@lendview/screens/bind-card';
import { CardRepayment } from '@lendview/screens/card-repayment';
import { Registration } from '@lendview/screens/registration';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { showScreen } from '@tests/support/render';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Spec 5's money keypad (keys 0-9 and a dot) is the platform's own keyboard, asked for through
 * `inputMode`: the decision is written with the screens' decisions, and the digit fields follow it.
 */
describe('the money keypad decision', () => {
  it('is written in the screens overview, with its reason', () => {
    const overview = readFileSync(join(import.meta.dirname, '../../docs/screens/README.md'), 'utf8');
    const decision = overview.split('\n').find((line) => line.includes('keypad'));
    expect(decision).toMatch(/inputMode/);
    expect(decision).toMatch(/TalkBack and VoiceOver/);
  });

  it('digit fields ask for the numeric keyboard and no screen draws a keypad of its own', async () => {
    const api = createFakeApi({ market: 'en' });
    const bind = await showScreen(<BindCard />, { api });
    expect(screen.getByLabelText('Card number')).toHaveAttribute('inputmode', 'numeric');
    expect(screen.getByLabelText('Phone number')).toHaveAttribute('inputmode', 'numeric');
    bind.unmount();

    const registration = await showScreen(<Registration />, { api, query: 'id=1' });
    expect(await screen.findByLabelText('Mobile number')).toHaveAttribute('inputmode', 'numeric');
    expect(screen.getByLabelText('SMS code')).toHaveAttribute('inputmode', 'numeric');
    registration.unmount();

    await showScreen(<CardRepayment />, { api, session: { orderId: '174', withholdingAmount: '1200' } });
    await userEvent.click(await screen.findByRole('radio', { name: /HDFC/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Pay now' }));
    expect(await screen.findByLabelText('Verification code')).toHaveAttribute('inputmode', 'numeric');
    expect(screen.queryByRole('button', { name: /^[0-9.]$/ })).toBeNull();
  });
});
