import { COMPLAINT_TYPE, rateKindOf } from '../domain';
import { ApiError } from '../error';
import { marketData, orderScenario, type ScenarioKnobs } from './select';
import { lookupPeriod, offerTerms } from './terms';
import type { Market, Wire } from './types';

/** The SMS code the scenario server accepts on `register`. */
export const SMS_CODE = '123456';
/** The verification code the scenario server accepts on `repayment-confirm`. */
export const VERIFY_CODE = '123456';
/** A mobile number that is already registered (`register` answers code `"11"`), in the spec's 11-digit format. */
export const REGISTERED_PHONE = '13800138000';
/** Another one, valid in both markets' numbering plans (10 digits, first 9). */
export const REGISTERED_MOBILE = '9800000000';

export type ScenarioState = ReturnType<typeof createScenarioState>;

interface SavedComplaint {
  id: string;
  time: string;
  body: Wire;
}

/**
 * One server's memory over the scenario data: saved complaints, repayment records and
 * registered phones. Methods take and return raw wire payloads; a business refusal throws an
 * `ApiError('rejected')` with the code a real server would send. Make one per fake adapter or
 * mock server (nothing is shared between instances).
 *
 * @example
 * const state = createScenarioState();
 * state.saveComplaint('en', { problemType: '2', problemDetail: 'Late', orderNo: '174' });
 * state.complaintTabs('en', {}).tabs[0].list[0].content // 'Late'
 */
export function createScenarioState() {
  const saved: SavedComplaint[] = [];
  const records = new Map<string, { confirmed: boolean }>();
  const registered = new Set([REGISTERED_PHONE, REGISTERED_MOBILE]);
  // Repayment tokens are single-use, as a lender's would be: each `repayment-way` issues the
  // next one (the first is the scenario's own), and a second payment on a spent one is refused.
  const spentTokens = new Set<string>();
  let tokensIssued = 0;
  let sequence = 100;
  const refuse = (code: string, message: string): never => {
    throw new ApiError('rejected', message, { code });
  };
  const card = (market: Market, orderNo: unknown) =>
    marketData(market).orderCards.find((order) => String(order.orderNo) === String(orderNo));

  return {
    contactInfo: (market: Market): Wire => marketData(market).contactInfo,
    /** The contract, with its key facts (the offer's, without the offer's validity) unless the knob drops them. */
    contract(market: Market, knobs: ScenarioKnobs = {}): Wire {
      const data = marketData(market);
      const { validUntil: _offerOnly, ...terms } = offerTerms(market, false);
      const knob = knobs.disclosure ?? 'stated';
      if (knob === 'none') return data.contract;
      return { ...data.contract, disclosure: knob === 'partial' ? data.disclosure : { ...data.disclosure, ...terms } };
    },

    complaintInit(market: Market, orderId?: string): Wire {
      const data = marketData(market);
      const order = orderId === undefined ? undefined : card(market, orderId);
      return {
        problemType: data.problemTypes,
        problemSonType: data.problemSonTypes,
        orderDetail: order ?? '',
        orderList: data.orderCards,
      };
    },

    saveComplaint(market: Market, body: Wire): void {
      const { messages } = marketData(market);
      if (String(body.problemDetail ?? '').trim() === '') refuse('1', messages.emptyComplaint);
      if (String(body.problemType) === COMPLAINT_TYPE.collection && Number(card(market, body.orderNo)?.isShow) !== 1)
        refuse('1', messages.collectionRefused);
      saved.unshift({ id: String(++sequence), time: new Date().toISOString().slice(0, 16).replace('T', ' '), body: { ...body } });
    },

    complaintTabs(market: Market, knobs: ScenarioKnobs = {}): { tabs: Wire[] } {
      const data = marketData(market);
      const mine = saved.map((entry) => ({
        id: entry.id,
        time: entry.time,
        type: title(data.problemTypes, entry.body.problemType),
        content: entry.body.problemDetail,
      }));
      return {
        tabs: data.complaintTabs.map((tab, index) => ({
          title: tab.title,
          list: [...(index === 0 ? mine : []), ...(knobs.emptyComplaints ? [] : tab.list)],
        })),
      };
    },

    complaintDetail(market: Market, problemId: string): Wire {
      const data = marketData(market);
      const mine = saved.find((entry) => entry.id === String(problemId));
      if (mine) {
        const images = String(mine.body.problemImage ?? '');
        return {
          problemId: mine.id,
          type: title(data.problemTypes, mine.body.problemType),
          sonType: title(data.problemSonTypes, mine.body.problemSonType),
          content: mine.body.problemDetail,
          images: images ? images.split(',') : [],
          disposeDetail: '',
          disposeImages: [],
          isNeedScore: 0,
        };
      }
      return (
        data.complaintDetails.find((detail) => String(detail.problemId) === String(problemId)) ??
        refuse('1', data.messages.notFound)
      );
    },

    loanQuote(market: Market, knobs: ScenarioKnobs, reload: boolean): Wire {
      const data = marketData(market);
      let quote: Wire = { ...data.quote };
      if (knobs.requote) quote = reload ? { ...quote, ...data.requoted } : { ...quote, isNeedPop: 1 };
      if (knobs.coupon === false) quote.couNum = '';
      // The re-quote brings its own flows (`requoted.disclosure`), and is a new proposal.
      const terms = offerTerms(market, !!knobs.expired);
      if (quote.disclosure) terms.proposalId = `${String(terms.proposalId)}-2`;
      const disclosure = withDisclosure(
        (quote.disclosure as Wire | undefined) ?? data.disclosure,
        knobs.disclosure ?? 'stated',
        market,
        terms,
      );
      if (disclosure) quote.disclosure = disclosure;
      else delete quote.disclosure;
      return quote;
    },

    /** The order; 174 is in its look-up period, 180's has ended (unless the `lookup` knob says otherwise). */
    orderDetails(market: Market, orderId: unknown, knobs: ScenarioKnobs = {}): Wire {
      const id = orderScenario(orderId as string);
      const order = marketData(market).orders[id];
      const lookup = knobs.lookup ?? (id === '174' ? 'running' : id === '180' ? 'ended' : 'none');
      return lookup === 'none' ? order : { ...order, lookup: lookupPeriod(market, lookup === 'ended') };
    },
    instalmentPlan: (market: Market): Wire => marketData(market).instalmentPlan,
    extensionDetail: (market: Market): Wire => marketData(market).extensionDetail,

    /** The instruction for a channel: its title and codes when `payCode` is one of the market's. */
    repaymentInstruction(market: Market, amount: unknown, payCode: unknown): Wire {
      const data = marketData(market);
      const detail = data.repaymentInstruction.repayDetail as Wire;
      const channels = (data.instalmentPlan.repayList as { list: Wire[] }[]).flatMap((group) => group.list);
      const channel = channels.find((entry) => entry.payCode === String(payCode));
      const repayDetail = channel
        ? {
            ...detail,
            repayTitle: channel.desc,
            vCode: channel.vCode || detail.vCode,
            repayCode: channel.BARcodeImg || detail.repayCode,
          }
        : detail;
      return { ...data.repaymentInstruction, repayDetail: { ...repayDetail, amount: String(amount ?? '') } };
    },

    repaymentWays(market: Market, knobs: ScenarioKnobs = {}): Wire {
      const ways = marketData(market).repaymentWays;
      const issued = ++tokensIssued;
      const repayToken = issued === 1 ? ways.repayToken : `${String(ways.repayToken)}-${issued}`;
      return { ...ways, repayToken, ...(knobs.noCards ? { bankCards: [] } : {}), ...(knobs.providerPay ? { alipay: 1 } : {}) };
    },

    /** A new payment (`sendMsg` 0) spends its token; a resend (`sendMsg` 1) asks again for the same payment. */
    commitRepayment(market: Market, body: Wire, needsCode: boolean): Wire {
      const cards = marketData(market).repaymentWays.bankCards as Wire[];
      if (!cards.some((entry) => String(entry.id) === String(body.cardId)))
        refuse('800002', marketData(market).messages.notFound);
      const token = String(body.repayToken ?? '');
      if (String(body.sendMsg) !== '1') {
        if (spentTokens.has(token)) refuse('800005', marketData(market).messages.submittedTwice);
        spentTokens.add(token);
      }
      const repayRecordId = `RR${++sequence}`;
      records.set(repayRecordId, { confirmed: !needsCode });
      return { needValid: needsCode ? 1 : '0', repayRecordId };
    },

    confirmRepayment(market: Market, body: Wire): void {
      const { messages } = marketData(market);
      const record = records.get(String(body.repaymentRecordId));
      if (!record) return refuse('800001', messages.notFound);
      if (record.confirmed) refuse('800005', messages.submittedTwice);
      if (String(body.verifyCode) !== VERIFY_CODE) refuse('800006', messages.wrongVerificationCode);
      record.confirmed = true;
    },

    huichaoUrl: (orderId: unknown, amount: unknown) =>
      `{origin}/mock-assets/pay.html?${new URLSearchParams({ orderId: String(orderId), amount: String(amount ?? '') })}`,
    /** After submitting a loan the new order is under review (status 21). */
    lendDetailsUrl: (productId: unknown) => `{origin}/mottoesWith?orderId=21&productId=${encodeURIComponent(String(productId))}`,
    promotionTemplate: (market: Market, templateId: string): Wire => ({
      ...marketData(market).promotionTemplate,
      id: templateId,
    }),

    register(market: Market, body: Wire): void {
      const { messages } = marketData(market);
      if (registered.has(String(body.phone))) refuse('11', messages.alreadyRegistered);
      if (String(body.smsCode) !== SMS_CODE) refuse('12', messages.wrongSmsCode);
      registered.add(String(body.phone));
    },

    bindCard(market: Market, body: Wire): void {
      const digits = String(body.cardNo ?? '').replace(/\D/g, '');
      if (digits.length < 12 || digits.length > 19) refuse('1', marketData(market).messages.invalidCard);
    },
  };
}

function title(choices: Wire[], value: unknown): string {
  return String(choices.find((choice) => String(choice.value) === String(value))?.title ?? '');
}

/**
 * The market's `disclosure` as a knob wants it: with the offer's terms and the lender's figure
 * kept, dropped or 5 points off, or broken; the figures alone (`partial`); or none.
 */
function withDisclosure(
  figures: Wire,
  knob: NonNullable<ScenarioKnobs['disclosure']>,
  market: Market,
  terms: Wire,
): Wire | undefined {
  const figure = rateKindOf(market);
  const disclosure = { ...figures, ...terms };
  switch (knob) {
    case 'none':
      return undefined;
    case 'partial':
      return figures;
    case 'computed':
      return { ...disclosure, [figure]: null };
    case 'mismatch':
      return { ...disclosure, [figure]: (Number(disclosure[figure] ?? 0) + 5).toFixed(figure === 'apr' ? 2 : 1) };
    case 'malformed':
      return { ...disclosure, netDisbursedAmount: '1.00' };
    case 'stated':
      return disclosure;
  }
}
