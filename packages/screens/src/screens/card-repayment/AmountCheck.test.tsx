import type { Session } from '@lendview/api';
import { createFakeApi } from '@lendview/api/fake';
import { CardRepayment } from '@lendview/screens/card-repayment';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestBridge } from '@tests/support/bridge-contract';
import { showScreen } from '@tests/support/render';

const SESSION: Session = { orderId: '174', productId: '1', couponId: 'C9', userId: '1001' };

async function show(withholdingAmount: string | undefined, market: 'en' | 'es' = 'en') {
  const api = createFakeApi({ market });
  const ways = vi.spyOn(api, 'repaymentWays');
  const commit = vi.spyOn(api, 'commitRepayment');
  const rendered = await showScreen(<CardRepayment />, {
    api,
    market,
    session: { ...SESSION, withholdingAmount },
    bridge: createTestBridge(),
  });
  return { ...rendered, ways, commit };
}

describe('card repayment: the amount from the page address', () => {
  it.each([['-5e3 OR 1'], [''], ['0'], ['1e9'], ['<b>1</b>'], [undefined]])(
    'withholdingAmount %j blocks the payment with a clear message, shows no amount and sends nothing',
    async (amount) => {
      const { ways, commit, navigate } = await show(amount);
      expect(await screen.findByRole('alert')).toHaveTextContent('The amount to pay is missing or not valid');
      expect(screen.queryByRole('button', { name: 'Pay now' })).toBeNull();
      expect(screen.queryByText(/-5e3|<b>/)).toBeNull();
      expect(ways).not.toHaveBeenCalled();
      expect(commit).not.toHaveBeenCalled();
      await userEvent.click(screen.getByRole('button', { name: 'Back to loan details' }));
      expect(navigate.mock.calls[0]![0]).toMatch(/^\/mottoesWith\?/);
    },
  );

  it('says so in Spanish for the Spanish market', async () => {
    await show('-5e3 OR 1', 'es');
    expect(await screen.findByRole('alert')).toHaveTextContent('Falta el monto a pagar o no es válido');
  });

  it.each([['1200\n'], [' 1,200.00'], ['00001200']])(
    'the amount committed is the amount checked and shown: %j shows ₹1,200.00 and commits "1200.00"',
    async (amount) => {
      const { commit } = await show(amount);
      expect(await screen.findByText('₹1,200.00')).toBeInTheDocument();
      await userEvent.click(await screen.findByRole('radio', { name: /HDFC/ }));
      await userEvent.click(screen.getByRole('button', { name: 'Pay now' }));
      expect(commit.mock.calls.map(([request]) => request.amount)).toEqual(['1200.00']);
    },
  );

  it('a valid amount is shown through the format helper', async () => {
    await show('1,200.00');
    expect(await screen.findByText('₹1,200.00')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Pay now' })).toBeInTheDocument();
  });
});
