// @vitest-environment node
import { ApiError } from '@lendview/api';
import * as D from '@packages/api/src/decode';
import { ENDPOINTS, isSuccess, SUCCESS_CODE, successCode } from '@packages/api/src/endpoints';

const isSuccessE = (code: string) => isSuccess(code, SUCCESS_CODE.E);
const isSuccessC = (code: string) => isSuccess(code, SUCCESS_CODE.C);

function malformed(decode: () => unknown): string {
  try {
    decode();
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).kind).toBe('malformed');
    return (error as ApiError).message;
  }
  throw new Error('expected malformed');
}

describe('decoders', () => {
  it('read numbers as text and text as numbers ("174" and 174)', () => {
    expect(D.decodeOrderDetails({ orderStatus: '174' }).status).toBe(174);
    expect(D.decodeOrderDetails({ orderStatus: 174 }).status).toBe(174);
    expect(D.decodeRepaymentCommit({ needValid: 0, repayRecordId: 88 })).toEqual({ needsCode: false, repayRecordId: '88' });
    expect(D.decodeComplaintTabs({ tabs: [{ title: 'A', list: [{ id: 7 }] }] })[0].items[0]).toEqual({
      id: '7',
      time: '',
      type: '',
      content: '',
    });
  });

  it.each([
    [1, true],
    ['1', true],
    [true, true],
    [0, false],
    ['0', false],
    ['', false],
    [null, false],
    [undefined, false],
    ['yes', false],
  ])('flag %j is %s', (value, expected) => {
    expect(D.decodeOrderDetails({ orderStatus: 1, isScore: value, isDelay: value }).ratingRequested).toBe(expected);
    expect(D.decodeComplaintDetail({ isNeedScore: value }).needsScore).toBe(expected);
  });

  it('fills missing optional text with "" and missing lists with []', () => {
    expect(D.decodeOrderDetails({ orderStatus: 21 })).toEqual({
      status: 21,
      statusText: '',
      statusDescription: '',
      productName: '',
      productLogo: '',
      rows: [],
      inside: '',
      ratingRequested: false,
      repayUrl: '',
      extensionAvailable: false,
      contractUrl: '',
    });
    expect(D.decodeComplaintInit({})).toEqual({ types: [], subTypes: [], order: null, orders: [] });
    expect(D.decodeRepaymentInstruction({}).images).toEqual({ title: '', contactLabel: '', urls: [] });
  });

  it('accepts username or userName, and the spec spellings Interest, IVA and mount', () => {
    const parties = { company: 'LendView', contractAmount: '9' };
    expect(D.decodeContract({ ...parties, username: 'a', Interest: '1', IVA: '2', mount: '3' })).toMatchObject({
      userName: 'a',
      interest: '1',
      iva: '2',
      amount: '3',
    });
    expect(D.decodeContract({ ...parties, userName: 'b', interest: 4, iva: 5, amount: 6 })).toMatchObject({
      userName: 'b',
      interest: '4',
      iva: '5',
      amount: '6',
    });
  });

  it('decodes orderDetail "" to null and an order card to an order', () => {
    expect(D.decodeComplaintInit({ orderDetail: '' }).order).toBeNull();
    const init = D.decodeComplaintInit({ orderDetail: { orderNo: 9, isShow: '1', list: [{ title: 'A', value: 0 }] } });
    expect(init.order).toEqual({
      orderNo: '9',
      productLogo: '',
      productName: '',
      status: '',
      collectionAllowed: true,
      rows: [{ label: 'A', value: '0' }],
    });
  });

  it('ignores unknown extra fields', () => {
    expect(D.decodeContactInfo({ phone: '1', va: '2', email: '3', extra: { deep: [1] } })).toEqual({
      messagingNumber: '1',
      telephone: '2',
      email: '3',
    });
  });

  it('treats a zero coupon as no coupon', () => {
    const offer = { amount: '5,000.00', periods: '91', repay_plans: [{ title: '1/1', amount: '5,450.00', pay_time: '' }] };
    expect(D.decodeLoanQuote({ ...offer, couNum: '0.00' }).couponAmount).toBe('');
    expect(D.decodeLoanQuote({ ...offer, couNum: 80 }).couponAmount).toBe('80');
  });

  it('passes the template fields through with id as text', () => {
    expect(D.decodePromotionTemplate({ id: 3, colors: ['#fff'] })).toEqual({ id: '3', colors: ['#fff'] });
  });

  it.each([
    ['data that is not an object', () => D.decodeContactInfo('x'), /data is not an object/],
    ['data that is a list', () => D.decodeComplaintTabs([]), /data is not an object/],
    ['a list that is not a list', () => D.decodeComplaintTabs({ tabs: 'x' }), /tabs is not a list/],
    [
      'a list item of the wrong type',
      () => D.decodeRepaymentWays({ repayToken: 't', bankCards: ['x'] }),
      /bankCards\[0\] is not an object/,
    ],
    ['text that is an object', () => D.decodeContract({ userName: {} }), /userName is not text/],
    ['a status that is not a number', () => D.decodeOrderDetails({ orderStatus: 'open' }), /orderStatus is not a number/],
    ['a missing status', () => D.decodeOrderDetails({}), /orderStatus/],
    ['orderDetail of the wrong type', () => D.decodeComplaintInit({ orderDetail: 5 }), /orderDetail/],
    ['a missing upload url', () => D.decodeUploadUrl({}), /url is missing/],
    ['a missing sid', () => D.decodeSid({ sid: '' }), /sid is missing/],
    ['a template without id', () => D.decodePromotionTemplate({ name: 'x' }), /id is missing/],
    ['a missing lendDetailsUrl', () => D.decodeLendDetailsUrl({}), /lendDetailsUrl/],
    // Required fields per response (a money screen is never empty with a live button).
    ['an offer without amount', () => D.decodeLoanQuote({ periods: '91', repay_plans: [{ amount: '1' }] }), /amount is missing/],
    ['an offer without periods', () => D.decodeLoanQuote({ amount: '1', repay_plans: [{ amount: '1' }] }), /periods is missing/],
    ['an offer without a plan', () => D.decodeLoanQuote({ amount: '1', periods: '91' }), /repay_plans is empty/],
    [
      'an offer of -5e3 OR 1',
      () => D.decodeLoanQuote({ amount: '-5e3 OR 1', periods: '91', repay_plans: [{ amount: '1' }] }),
      /amount is not an amount/,
    ],
    ['an all-null offer', () => D.decodeLoanQuote({ amount: null, periods: null, repay_plans: null }), /amount is missing/],
    [
      'a plan instalment without amount',
      () => D.decodeLoanQuote({ amount: '1', periods: '9', repay_plans: [{ title: 'x' }] }),
      /amount is missing/,
    ],
    ['a card list without its token', () => D.decodeRepaymentWays({ bankCards: [] }), /repayToken is missing/],
    [
      'a contract without its borrower',
      () => D.decodeContract({ company: 'c', amount: '1', contractAmount: '1' }),
      /userName is missing/,
    ],
    [
      'a contract without its lender',
      () => D.decodeContract({ userName: 'u', amount: '1', contractAmount: '1' }),
      /company is missing/,
    ],
    [
      'a contract without its amount',
      () => D.decodeContract({ userName: 'u', company: 'c', contractAmount: '1' }),
      /amount is missing/,
    ],
    [
      'a contract with a markup amount',
      () => D.decodeContract({ userName: 'u', company: 'c', amount: '<b>1</b>', contractAmount: '1' }),
      /amount is not an amount/,
    ],
    ['an instalment without its amount', () => D.decodeInstalmentPlan({}), /repayAmount is missing/],
    ['an extension without its amount', () => D.decodeExtensionDetail({ delayInfo: {} }), /delayAmount is missing/],
  ])('rejects %s as malformed', (_, decode, message) => {
    expect(malformed(decode)).toMatch(message);
  });
});

describe('success codes', () => {
  it("reads family E's 0 in any spelling and the others' codes exactly", () => {
    expect(['0', '00', '0.0'].map(isSuccessE)).toEqual([true, true, true]);
    expect(['1', 'x'].map(isSuccessE)).toEqual([false, false]);
    expect(['00', '0'].map(isSuccessC)).toEqual([true, false]);
    expect(['0', '00'].map((code) => isSuccess(code, SUCCESS_CODE.P))).toEqual([true, false]);
  });

  it("answers family P's channel template with family C's code, every other P endpoint with P's", () => {
    expect(successCode('P', ENDPOINTS.promotionTemplate)).toBe('00');
    expect(successCode('P', ENDPOINTS.register)).toBe('0');
    expect(successCode('E', ENDPOINTS.contract)).toBe(0);
  });
});

describe('readEnvelope', () => {
  it('applies the family success rule and keeps the server message and code on refusal', () => {
    expect(D.readEnvelope('{"code":"0","data":1}', isSuccessE).data).toBe(1);
    expect(D.readEnvelope('{"code":0}', isSuccessE).message).toBe('');
    expect(() => D.readEnvelope('{"code":"00"}', isSuccessE)).not.toThrow();
    try {
      D.readEnvelope('{"code":"800006","message":"wrong code"}', isSuccessC);
      throw new Error('expected a refusal');
    } catch (error) {
      expect(error).toMatchObject({ kind: 'rejected', code: '800006', message: 'wrong code' });
    }
  });

  it.each([
    ['not JSON', 'oops'],
    ['empty', ''],
    ['no code', '{"data":{}}'],
    ['empty code', '{"code":""}'],
    ['null code', '{"code":null}'],
    ['a list', '[]'],
  ])('a body that is %s is malformed', (_, raw) => {
    expect(malformed(() => D.readEnvelope(raw, isSuccessE))).toMatch(/Malformed response/);
  });
});
