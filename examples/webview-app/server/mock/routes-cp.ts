import { ApiError, captchaSvg, marketData, ENDPOINTS } from './data';
import type { MockCall, Route } from './dispatch';
import { endingSessions } from './routes-e';

/**
 * Family C (card repayment). Request-derived switches: order `"200"` (settled) has no cards;
 * order `"180"` (overdue) may also be paid through the payment provider (`alipay: 1`); the first
 * card asks for a verification code on commit (`needValid: 1`), the others do not;
 * `sessionId=expired` answers HTTP 401.
 */
export const routesC: Record<string, Route> = endingSessions('C', {
  [`POST ${ENDPOINTS.repaymentWays}`]: {
    requiredQuery: ['orderId'],
    handle: ({ query, market, state, knobs }) =>
      state.scenario.repaymentWays(market, { noCards: query.orderId === '200', providerPay: query.orderId === '180', ...knobs }),
  },
  [`POST ${ENDPOINTS.repaymentCommit}`]: {
    required: ['amount', 'cardId', 'orderId', 'repayToken'],
    handle: ({ body, market, state, knobs }) => {
      const cards = marketData(market).repaymentWays.bankCards as { id: unknown }[];
      const needsCode = knobs.cardNeedsCode ?? String(body.cardId) === String(cards[0]?.id);
      return state.scenario.commitRepayment(market, body, needsCode);
    },
  },
  // The one family C answer whose payload is a top-level `url`, not `data`.
  [`POST ${ENDPOINTS.repaymentHuichao}`]: {
    required: ['orderId', 'amount'],
    topLevel: true,
    handle: ({ body, state }) => ({ url: state.scenario.huichaoUrl(body.orderId, body.amount) }),
  },
  [`POST ${ENDPOINTS.repaymentConfirm}`]: {
    required: ['orderId', 'verifyCode', 'repaymentRecordId'],
    handle: ({ body, market, state }) => {
      state.scenario.confirmRepayment(market, body);
      return null;
    },
  },
});

const CAPTCHA_LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/**
 * Family P (promotion). The image captcha is an SVG with 4 characters, also sent in the
 * `X-Mock-Captcha` header so browser tests can type it. The SMS code is `123456`; phone
 * `13800138000` is already registered.
 */
export const routesP: Record<string, Route> = {
  [`GET ${ENDPOINTS.promotionTemplate}`]: {
    required: ['templateId'],
    handle: ({ query, market, state }) => state.scenario.promotionTemplate(market, query.templateId),
  },
  [`GET ${ENDPOINTS.trackVisit}`]: { handle: () => null },
  [`GET ${ENDPOINTS.trackClick}`]: { required: ['phone'], handle: () => null },
  [`GET ${ENDPOINTS.promotionSid}`]: { handle: ({ state }) => ({ sid: `sid-${state.next()}-${Date.now().toString(36)}` }) },
  [`GET ${ENDPOINTS.captcha}`]: {
    required: ['sid'],
    handle: ({ query, state }) => {
      const code = Array.from({ length: 4 }, () => CAPTCHA_LETTERS[Math.floor(Math.random() * CAPTCHA_LETTERS.length)]).join('');
      state.captchas.set(query.sid, code);
      return new Response(captchaSvg(code), {
        headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'no-store', 'X-Mock-Captcha': code },
      });
    },
  },
  [`POST ${ENDPOINTS.sms}`]: {
    required: ['phone', 'capcode', 'sid'],
    handle: (call) => {
      if (!captchaMatches(call)) refusal(call, '101');
      return null;
    },
  },
  [`POST ${ENDPOINTS.register}`]: {
    required: ['phone', 'capcode', 'sid', 'smsCode'],
    handle: (call) => {
      if (!captchaMatches(call)) refusal(call, '-1');
      call.state.scenario.register(call.market, call.body);
      return null;
    },
  },
};

function captchaMatches({ body, state }: MockCall): boolean {
  const expected = state.captchas.get(String(body.sid));
  return !!expected && expected.toLowerCase() === String(body.capcode).toLowerCase();
}

function refusal({ market }: MockCall, code: string): never {
  throw new ApiError('rejected', marketData(market).messages.wrongCaptcha, { code });
}
