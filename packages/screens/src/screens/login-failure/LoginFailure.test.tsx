import { LoginFailure } from '@lendview/screens/login-failure';
import { screen } from '@testing-library/react';
import { renderScreen } from '@tests/support/render';

describe('LoginFailure', () => {
  it("shows the spec's Spanish texts exactly", () => {
    const { container } = renderScreen(<LoginFailure />, { market: 'es' });
    expect(screen.getByRole('heading', { level: 1, name: 'Fracaso' })).toBeInTheDocument();
    expect(screen.getByText('Le ofrece servicios profesionales y pago de préstamos.')).toBeInTheDocument();
    expect(container.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
  });

  it('is in English for the English market', () => {
    renderScreen(<LoginFailure />, { market: 'en' });
    expect(screen.getByRole('heading', { level: 1, name: 'Failure' })).toBeInTheDocument();
    expect(screen.getByText('We offer you professional services and loan payments.')).toBeInTheDocument();
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
    renderScreen(<LoginFailure />, { api: api as never });
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
  });
});
