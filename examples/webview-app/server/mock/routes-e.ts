import { COMPLAINT_TYPE, ENDPOINTS } from './data';
import { BadRequest, envelope, type Family, type MockCall, type Route } from './dispatch';

const orderRef = ['productId', 'orderId'];

/** The session the mock treats as ended by the lender. */
export const ENDED_SESSION = 'expired';

/**
 * The routes of a family that carries the session (E, C), answering HTTP 401 when the call's
 * `sessionId` is {@link ENDED_SESSION}: how the lender says the borrower must sign in again.
 */
export function endingSessions(family: Family, routes: Record<string, Route>): Record<string, Route> {
  const ended = () =>
    new Response(JSON.stringify(envelope(family, '401', 'Session expired')), {
      status: 401,
      headers: { 'Content-Type': 'application/json' },
    });
  return Object.fromEntries(
    Object.entries(routes).map(([key, route]) => [
      key,
      { ...route, handle: (call: MockCall) => (call.query.sessionId === ENDED_SESSION ? ended() : route.handle(call)) },
    ]),
  );
}

/**
 * Family E (`/exhibits`): complaints, contract and loan screens. Request-derived scenario
 * switches: `productId` `"2"` quotes without a coupon, `"3"` asks for a re-quote until the
 * `isType: 1` reload, `"4"` quotes without a `disclosure` (no key facts), `"5"` quotes an offer
 * whose validity ended, `"6"` one whose `disclosure` has the figures only (no terms). Order 174
 * is in its look-up period, order 180's has ended; `sessionId=expired` answers every call with
 * HTTP 401 (the session ended).
 */
export const routesE: Record<string, Route> = endingSessions('E', {
  [`POST ${ENDPOINTS.complaintInit}`]: {
    handle: ({ body, market, state }) =>
      state.scenario.complaintInit(
        market,
        body.orderId === undefined || body.orderId === null ? undefined : String(body.orderId),
      ),
  },
  [`GET ${ENDPOINTS.complaintInit}`]: { handle: ({ market, state }) => state.scenario.complaintInit(market) },
  [`POST ${ENDPOINTS.complaintSave}`]: {
    // No `orderNo`: the spec does not require one, and a question that is not about an order
    // (any type but collection) is sent with `orderNo: ""` (docs/screens/complaint-home.md).
    required: ['problemType', 'problemDetail'],
    handle: ({ body, market, state }) => {
      if (String(body.problemType) === COMPLAINT_TYPE.collection && !body.problemSonType)
        throw new BadRequest('Bad request: missing problemSonType for type 1');
      state.scenario.saveComplaint(market, body);
      return null;
    },
  },
  [`POST ${ENDPOINTS.complaintUpload}`]: { handle: upload },
  [`POST ${ENDPOINTS.complaintList}`]: { handle: ({ market, state, knobs }) => state.scenario.complaintTabs(market, knobs) },
  [`POST ${ENDPOINTS.complaintDetail}`]: {
    required: ['problemId'],
    handle: ({ body, market, state }) => state.scenario.complaintDetail(market, String(body.problemId)),
  },
  [`POST ${ENDPOINTS.contactInfo}`]: { handle: ({ market, state }) => state.scenario.contactInfo(market) },
  [`GET ${ENDPOINTS.contract}`]: {
    required: ['orderNo'],
    handle: ({ market, state, knobs }) => state.scenario.contract(market, knobs),
  },
  [`POST ${ENDPOINTS.repaymentInstruction}`]: {
    required: [...orderRef, 'amount', 'payCode', 'requestType'],
    handle: ({ body, market, state }) => state.scenario.repaymentInstruction(market, body.amount, body.payCode),
  },
  [`POST ${ENDPOINTS.instalmentPlan}`]: {
    required: orderRef,
    handle: ({ market, state }) => state.scenario.instalmentPlan(market),
  },
  [`POST ${ENDPOINTS.loanQuote}`]: {
    required: ['productId'],
    handle: ({ body, market, state, knobs }) => {
      const product = String(body.productId);
      const switches = {
        coupon: product !== '2',
        requote: product === '3',
        ...(product === '4' && { disclosure: 'none' as const }),
        ...(product === '5' && { expired: true }),
        ...(product === '6' && { disclosure: 'partial' as const }),
        ...knobs,
      };
      return state.scenario.loanQuote(market, switches, Number(body.isType) === 1);
    },
  },
  [`POST ${ENDPOINTS.loanSubmit}`]: {
    required: ['amount', 'periods', 'termUnit', 'productId'],
    handle: ({ body, state }) => ({ lendDetailsUrl: state.scenario.lendDetailsUrl(body.productId) }),
  },
  [`POST ${ENDPOINTS.orderDetails}`]: {
    required: orderRef,
    handle: ({ body, market, state, knobs }) => state.scenario.orderDetails(market, body.orderId, knobs),
  },
  [`POST ${ENDPOINTS.rate}`]: {
    required: ['score'],
    handle: ({ body }) => {
      const score = Number(body.score);
      if (!Number.isInteger(score) || score < 1 || score > 5) throw new BadRequest('Bad request: score must be 1 to 5');
      return null;
    },
  },
  [`POST ${ENDPOINTS.extensionDetail}`]: {
    required: orderRef,
    handle: ({ market, state }) => state.scenario.extensionDetail(market),
  },
  [`POST ${ENDPOINTS.bindCard}`]: {
    required: ['cardNo', 'phone', 'holderName'],
    handle: ({ body, market, state }) => {
      state.scenario.bindCard(market, body);
      return null;
    },
  },
});

/** Stores the image in memory and answers the URL the mock serves it back from. */
async function upload({ form, state, origin, fieldName }: MockCall) {
  const file = form?.get(fieldName('problemImage'));
  if (!file || typeof file === 'string')
    throw new BadRequest(`Bad request: no file in the multipart field ${fieldName('problemImage')}`);
  const id = `${state.next()}`;
  state.uploads.set(id, { type: file.type || 'application/octet-stream', bytes: await file.arrayBuffer() });
  return { url: `${origin}/mock-assets/uploads/${id}` };
}
