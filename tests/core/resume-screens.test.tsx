import type { ApiAdapter, Session } from '@lendview/api';
import { createFakeApi } from '@lendview/api/fake';
import { CardRepayment } from '@lendview/screens/card-repayment';
import { ComplaintDetails } from '@lendview/screens/complaint-details';
import { ComplaintHome } from '@lendview/screens/complaint-home';
import { CustomerService } from '@lendview/screens/customer-service';
import { Extension } from '@lendview/screens/extension';
import { InstalmentRepayment } from '@lendview/screens/instalment-repayment';
import { RepaymentInstructions } from '@lendview/screens/repayment-instructions';
import { act, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { showScreen } from '@tests/support/render';

const ORDER: Session = { orderId: '174', productId: '1', withholdingAmount: '1200' };

/** A screen, the call its data comes from, and what the API answers once the borrower is back. */
interface Case {
  ui: ReactElement;
  call: keyof ApiAdapter;
  query?: string;
  /** The answer after `resume`, made from the first one. */
  fresh: (data: never) => unknown;
  shows: string;
}

const CASES: Record<string, Case> = {
  'instalment repayment': {
    ui: <InstalmentRepayment />,
    call: 'instalmentPlan',
    fresh: (plan: object) => ({ ...plan, productName: 'Fresh loan' }),
    shows: 'Fresh loan',
  },
  extension: {
    ui: <Extension />,
    call: 'extensionDetail',
    fresh: (detail: object) => ({ ...detail, productName: 'Fresh loan' }),
    shows: 'Fresh loan',
  },
  'repayment instructions': {
    ui: <RepaymentInstructions />,
    call: 'repaymentInstruction',
    query: 'requestType=1&amount=1200&payCode=OXXO',
    fresh: (instruction: object) => ({ ...instruction, verificationCode: '777001' }),
    shows: '777001',
  },
  'card repayment': {
    ui: <CardRepayment />,
    call: 'repaymentWays',
    fresh: (ways: { cards: object[] }) => ({
      ...ways,
      cards: [...ways.cards, { id: '9', bankName: 'Fresh Bank', cardNo: '4000', bankCode: 'F' }],
    }),
    shows: 'Fresh Bank',
  },
  'complaint home': {
    ui: <ComplaintHome />,
    call: 'complaintInit',
    fresh: (init: { order: object }) => ({ ...init, order: { ...init.order, productName: 'Fresh loan' } }),
    shows: 'Fresh loan',
  },
  'complaint details': {
    ui: <ComplaintDetails />,
    call: 'complaintDetail',
    query: 'problemId=1',
    fresh: (detail: object) => ({ ...detail, reply: 'Fresh reply from the agent' }),
    shows: 'Fresh reply from the agent',
  },
  'customer service': {
    ui: <CustomerService />,
    call: 'contactInfo',
    fresh: (info: object) => ({ ...info, telephone: '1800 555 0200' }),
    shows: '1800 555 0200',
  },
};

describe('screens that show server state refresh it when the app comes back (resume)', () => {
  it.each(Object.keys(CASES))('%s', async (name) => {
    const { ui, call, query, fresh, shows } = CASES[name]!;
    const fake = createFakeApi({ market: 'en' });
    let back = false;
    const original = fake[call] as (...args: unknown[]) => Promise<never>;
    const spy = vi.fn((...args: unknown[]) => original(...args).then((data) => (back ? fresh(data) : data)));
    const { bridge } = await showScreen(ui, { api: { ...fake, [call]: spy }, session: ORDER, query, market: 'en' });
    await vi.waitFor(() => expect(spy).toHaveBeenCalledTimes(1));
    expect(screen.queryByText(shows, { exact: false })).toBeNull();

    back = true;
    await act(async () => bridge.emit('resume'));
    expect(await screen.findByText(shows, { exact: false })).toBeInTheDocument();
    expect(spy).toHaveBeenCalledTimes(2);
  });
});
