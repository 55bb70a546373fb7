import { AboutUs } from '@lendview/screens/about-us';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderScreen } from '@tests/support/render';

describe('AboutUs', () => {
  it('welcomes the borrower in English', () => {
    renderScreen(<AboutUs />, { market: 'en' });
    expect(screen.getByRole('heading', { level: 1, name: 'About us' })).toBeInTheDocument();
    expect(screen.getByText(/short-term cash loan/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'What we offer' })).toBeInTheDocument();
  });

  it('welcomes the borrower in Spanish', () => {
    renderScreen(<AboutUs />, { market: 'es' });
    expect(screen.getByRole('heading', { level: 1, name: 'Sobre nosotros' })).toBeInTheDocument();
    expect(screen.getByText(/préstamo en efectivo a corto plazo/)).toBeInTheDocument();
  });

  it('leads to customer service with the session', async () => {
    const { navigate } = renderScreen(<AboutUs />, { session: { userId: '1001', languageType: '1' } });
    await userEvent.click(screen.getByRole('button', { name: 'Contact customer service' }));
    expect(navigate).toHaveBeenCalledWith('/fourthOliver?userId=1001&languageType=1', undefined);
  });

  it('calls no server', () => {
    const api = new Proxy(
      {},
      {
        get: () => {
          throw new Error('no call expected');
        },
      },
    );
    renderScreen(<AboutUs />, { api: api as never });
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
  });
});
