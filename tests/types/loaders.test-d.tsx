// Type tests, checked by `npm run typecheck` (tsc), not run: each `expectTypeOf` and
// `@ts-expect-error` below fails the type check when the inference stops saying it.
import type {
  ApiAdapter,
  ComplaintDetail,
  ComplaintInit,
  ComplaintTab,
  ContactInfo,
  Contract,
  ExtensionDetail,
  InstalmentPlan,
  LoanQuote,
  OrderDetails,
  RepaymentInstruction,
  RepaymentWays,
  Session,
} from '@lendview/api';
import { createDataStore, defineLoader, type Loader } from '@lendview/screens';
import { loadCardRepayment } from '@lendview/screens/card-repayment/load';
import { loadComplaintDetails } from '@lendview/screens/complaint-details/load';
import { loadComplaintForm } from '@lendview/screens/complaint-form/load';
import { loadComplaintHome } from '@lendview/screens/complaint-home/load';
import { loadComplaintList } from '@lendview/screens/complaint-list/load';
import * as customerServiceLoad from '@lendview/screens/customer-service/load';
import { loadCustomerService } from '@lendview/screens/customer-service/load';
import { loadExtension } from '@lendview/screens/extension/load';
import { loadInstalmentRepayment } from '@lendview/screens/instalment-repayment/load';
import { loadLoanAgreement } from '@lendview/screens/loan-agreement/load';
import { loadLoanConfirmation } from '@lendview/screens/loan-confirmation/load';
import { loadLoanDetails } from '@lendview/screens/loan-details/load';
import { loadPrivacyNotice } from '@lendview/screens/privacy-notice/load';
import { loadRegistration, type RegistrationData } from '@lendview/screens/registration/load';
import { loadRepaymentInstructions } from '@lendview/screens/repayment-instructions/load';
import { useScreenData } from '@packages/screens/src/core/screen-data';
import { expectTypeOf } from 'vitest';

declare const api: ApiAdapter;
declare const session: Session;

describe('defineLoader', () => {
  it('hands the request everything it needs, typed, and infers the data from what it resolves', () => {
    const loadOrder = defineLoader('order', async ({ api, session, query }) => {
      expectTypeOf(api).toEqualTypeOf<ApiAdapter>();
      expectTypeOf(session).toEqualTypeOf<Session>();
      expectTypeOf(query).toEqualTypeOf<URLSearchParams>();
      return { orderId: session.orderId ?? '', page: Number(query.get('page')) };
    });
    expectTypeOf(loadOrder).toEqualTypeOf<Loader<{ orderId: string; page: number }>>();
  });

  it('takes a request, not a value: the data store shares one promise between the preload and the screen', () => {
    // @ts-expect-error a loader's fetch returns a promise
    defineLoader('sync', () => 42);
    // @ts-expect-error `serializable` is a flag
    defineLoader('flag', async () => 42, { serializable: 'no' });
  });
});

describe("each screen's loader", () => {
  it("carries the type of the API call it makes, so a host's preload and the screen agree", () => {
    expectTypeOf(loadCardRepayment).toEqualTypeOf<Loader<RepaymentWays>>();
    expectTypeOf(loadComplaintDetails).toEqualTypeOf<Loader<ComplaintDetail>>();
    expectTypeOf(loadComplaintForm).toEqualTypeOf<Loader<ComplaintInit>>();
    expectTypeOf(loadComplaintHome).toEqualTypeOf<Loader<ComplaintInit>>();
    expectTypeOf(loadComplaintList).toEqualTypeOf<Loader<ComplaintTab[]>>();
    expectTypeOf(loadCustomerService).toEqualTypeOf<Loader<ContactInfo>>();
    expectTypeOf(loadExtension).toEqualTypeOf<Loader<ExtensionDetail>>();
    expectTypeOf(loadInstalmentRepayment).toEqualTypeOf<Loader<InstalmentPlan>>();
    expectTypeOf(loadLoanAgreement).toEqualTypeOf<Loader<Contract>>();
    expectTypeOf(loadLoanConfirmation).toEqualTypeOf<Loader<LoanQuote>>();
    expectTypeOf(loadLoanDetails).toEqualTypeOf<Loader<OrderDetails>>();
    expectTypeOf(loadRegistration).toEqualTypeOf<Loader<RegistrationData>>();
    // An address without a channel, amount and code asks the server nothing: no instruction.
    expectTypeOf(loadRepaymentInstructions).toEqualTypeOf<Loader<RepaymentInstruction | null>>();
    // Its data is the notice's text modules (code, not JSON): a loader, its data type internal.
    expectTypeOf(loadPrivacyNotice).toExtend<Loader<unknown>>();
  });

  it('is the same from the screen entry and from its plain `/load` entry, which carries no component', async () => {
    const screenEntry = await import('@lendview/screens/customer-service');
    expectTypeOf(screenEntry.loadCustomerService).toEqualTypeOf(loadCustomerService);
    expectTypeOf(customerServiceLoad).not.toHaveProperty('CustomerService');
  });
});

describe('the data store', () => {
  it("resolves a preload with the loader's data, and needs the adapter and the session", () => {
    const store = createDataStore();
    expectTypeOf(store.preload(loadCustomerService, { api, session })).toEqualTypeOf<Promise<ContactInfo>>();
    expectTypeOf(store.refetch(loadLoanDetails, { api, session, query: '?orderId=174' })).toEqualTypeOf<Promise<OrderDetails>>();
    // @ts-expect-error a preload needs the session (the loader reads the order from it)
    void store.preload(loadLoanDetails, { api });
  });
});

describe('useScreenData', () => {
  it("gives the loader's data itself, never a promise or undefined (it suspends until the data is there)", () => {
    function LoanDetailsData() {
      const { data, refresh } = useScreenData(loadLoanDetails);
      expectTypeOf(data).toEqualTypeOf<OrderDetails>();
      expectTypeOf(refresh).toEqualTypeOf<() => void>();
      return null;
    }
    function InstructionsData() {
      const { data } = useScreenData(loadRepaymentInstructions);
      expectTypeOf(data).toEqualTypeOf<RepaymentInstruction | null>();
      // @ts-expect-error no instruction without a valid address: the screen checks before reading
      void data.verificationCode;
      return null;
    }
    expectTypeOf(LoanDetailsData).returns.toBeNull();
    expectTypeOf(InstructionsData).returns.toBeNull();
  });
});
