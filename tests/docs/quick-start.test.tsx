import { act, screen } from '@testing-library/react';
import type { Window as HappyWindow } from 'happy-dom';

// docs/quick-start.md's page, run as written (tests/docs/blocks.test.ts checks the page shows it).
describe('docs/quick-start.md', () => {
  it('shows the loan details of an overdue loan from the fake API, in English with ?languageType=1', async () => {
    (window as unknown as HappyWindow).happyDOM.setURL('https://lender.example/?languageType=1');
    document.body.innerHTML = '<div id="root"></div>';
    await act(() => import('../../examples/quick-start/main'));
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(document.body.textContent).toMatch(/Your loan is overdue/);
  });
});
