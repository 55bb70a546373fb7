/**
 * The quick start (docs/quick-start.md): one screen on a page, with the fake API, in a Vite +
 * React + TypeScript app. `tests/docs/quick-start.test.tsx` runs it.
 */
// region main
import { createFakeApi } from '@lendview/api/fake';
import { createBridge } from '@lendview/bridge';
import { LendviewProvider, marketFromQuery, parseSession } from '@lendview/screens';
import { LoanDetails } from '@lendview/screens/loan-details';
import { createRoot } from 'react-dom/client';

// `?languageType=1` is English with rupees; anything else (or nothing) Spanish with pesos.
const market = marketFromQuery(location.search);

createRoot(document.getElementById('root')!).render(
  <LendviewProvider
    // In-memory answers: no server needed. `orderId` picks the loan's status (180: overdue).
    api={createFakeApi({ market, orderId: '180' })}
    bridge={createBridge()}
    session={parseSession(location.search)}
    market={market}
    navigate={(to) => console.log('the screen asks to go to', to)}
  >
    <LoanDetails />
  </LendviewProvider>,
);
// endregion
