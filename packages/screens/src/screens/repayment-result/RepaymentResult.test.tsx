import { RepaymentResult } from '@lendview/screens/repayment-result';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderScreen } from '@tests/support/render';

const SESSION = { orderId: '174', productId: '1', userId: '1001' };

describe('RepaymentResult', () => {
  it('shows a reported success as being confirmed, with the amount, and goes back to the loan details, replacing the page', async () => {
    const { navigate } = renderScreen(<RepaymentResult />, { query: 'result=success&amount=1,200.00', session: SESSION });
    expect(screen.getByRole('heading', { level: 1, name: 'Payment sent' })).toBeInTheDocument();
    expect(screen.getByText('₹1,200.00')).toBeInTheDocument();
    expect(screen.getByText(/We are confirming it with your lender/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Contact customer service' })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Back to loan details' }));
    const [to, options] = navigate.mock.calls[0]!;
    expect(to).toMatch(/^\/mottoesWith\?/);
    expect(new URLSearchParams(to.split('?')[1]).get('orderId')).toBe('174');
    expect(options).toEqual({ replace: true });
  });

  it('shows a failure with a way to customer service (Spanish, peso)', async () => {
    const { navigate } = renderScreen(<RepaymentResult />, {
      market: 'es',
      query: 'result=failure&amount=900',
      session: SESSION,
    });
    expect(screen.getByRole('heading', { level: 1, name: 'El pago no se realizó' })).toBeInTheDocument();
    expect(screen.getByText('$900.00')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Contactar a atención al cliente' }));
    expect(navigate.mock.calls[0]![0]).toMatch(/^\/fourthOliver\?/);
    expect(screen.getByRole('button', { name: 'Volver a los detalles del préstamo' })).toBeInTheDocument();
  });

  it('claims neither success nor failure when the result is missing or unknown', () => {
    renderScreen(<RepaymentResult />, { query: 'result=maybe' });
    expect(screen.getByRole('heading', { level: 1, name: 'Payment being processed' })).toBeInTheDocument();
    expect(screen.getByText(/before paying again/)).toBeInTheDocument();
  });

  it('shows no amount line when none is given', () => {
    const { container } = renderScreen(<RepaymentResult />, { query: 'result=success' });
    expect(container.querySelector('.rr-amount')).toBeNull();
    expect(screen.queryByText(/₹/)).toBeNull();
  });

  it('renders the amount as text, never as markup', () => {
    renderScreen(<RepaymentResult />, { query: `result=success&amount=${encodeURIComponent('<img src=x onerror=alert(1)>')}` });
    expect(document.querySelector('img')).toBeNull();
  });

  it('never claims success from the address alone, whatever the amount (result=success&amount=-5e3 OR 1)', () => {
    renderScreen(<RepaymentResult />, { query: `result=success&amount=${encodeURIComponent('-5e3 OR 1')}`, session: SESSION });
    expect(screen.queryByText(/successful/i)).toBeNull();
    expect(screen.queryByText(/-5e3/)).toBeNull();
    expect(document.querySelector('.rr-amount')).toBeNull();
  });
});
