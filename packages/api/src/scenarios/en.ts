import { banner, barcode, LOGOS } from './assets';
import { channel, orderDetails, textRows, titleRows } from './shapes';
import type { MarketData } from './types';

const PRODUCT = 'LendView Cash';
const card = (orderNo: string, status: string, isShow: number | string, amount: string, due: string) => ({
  orderNo, productLogo: LOGOS.product, productName: PRODUCT, status, isShow,
  list: titleRows([['Loan amount', amount], ['Due date', due]]),
});
const channels = [
  { reviewer: 'UPI', list: [channel(LOGOS.upi, 'Pay with any UPI app', 'UPI', 'lendview.174@upi')] },
  {
    reviewer: 'Bank transfer and cash',
    list: [
      channel(LOGOS.bank, 'NEFT / IMPS bank transfer', 'NEFT', 'LEND0001740'),
      channel(LOGOS.store, 'Cash at a PayU partner store', 'PAYU', '', barcode('7401 2290 3345')),
    ],
  },
];

/** English market (India, rupee): `languageType=1`. */
export const en: MarketData = {
  contactInfo: { phone: '+91 98765 43210', va: '1800 123 4567', email: 'support@lendview.in' },
  contract: {
    username: 'Asha Verma', productName: PRODUCT, amount: '5,000.00', daiDate: '22 Nov 2025', planDate: '21 Feb 2026',
    contractAmount: '5,450.00', commission: '300.00', Interest: '96.00', IVA: '54.00', giveAmount: '4,700.00',
    userAddress: '14 MG Road, Bengaluru 560001', contractDate: '22 Nov 2025', company: 'LendView Finance Pvt. Ltd.',
  },
  problemTypes: [
    { title: 'Collection', value: '1' }, { title: 'Repayment', value: 2 }, { title: 'Loan amount', value: '3' },
    { title: 'App problem', value: '4' }, { title: 'Other', value: '5' },
  ],
  problemSonTypes: [
    { title: 'Rude language', value: '101' }, { title: 'Calls at night', value: '102' },
    { title: 'Contacted my contacts', value: 103 }, { title: 'Threats', value: '104' },
  ],
  orderCards: [
    card('174', 'Repayable', 1, '5,000.00', '21 Feb 2026'),
    card('180', 'Overdue', '1', '3,000.00', '02 Nov 2025'),
    card('200', 'Settled', 0, '2,000.00', '10 Aug 2025'),
    card('110', 'Rejected', '0', '4,000.00', ''),
  ],
  complaintTabs: [
    { title: 'Pending', list: [{ id: 3, time: '2025-11-20 09:12', type: 'Repayment', content: 'My payment is not shown yet.' }] },
    { title: 'In progress', list: [{ id: '2', time: '2025-11-12 18:40', type: 'App problem', content: 'The app closes when I open my loan.' }] },
    { title: 'Resolved', list: [{ id: '1', time: '2025-10-30 11:05', type: 'Collection', content: 'An agent called me at 11 pm.' }] },
  ],
  complaintDetails: [
    {
      problemId: 1, type: 'Collection', sonType: 'Calls at night', content: 'An agent called me at 11 pm.',
      images: [LOGOS.bank], disposeDetail: 'We are sorry. The agent was warned and calls are now limited to 9 am to 7 pm.',
      disposeImages: [LOGOS.agent], isNeedScore: '1',
    },
    {
      problemId: '2', type: 'App problem', sonType: '', content: 'The app closes when I open my loan.',
      images: [], disposeDetail: 'Please update the app to version 2.4.1.', disposeImages: [], isNeedScore: 0,
    },
    { problemId: '3', type: 'Repayment', sonType: '', content: 'My payment is not shown yet.', images: [LOGOS.upi], disposeDetail: '', isNeedScore: '0' },
  ],
  quote: {
    firstPayTime: '21 Dec 2025', amount: '5,000.00', periods: 91, termUnit: 'day', isNeedPop: 0, sendSms: '0',
    details: textRows([['Loan amount', '5,000.00'], ['Processing fee', '300.00'], ['GST (18%)', '54.00'], ['Amount received', '4,646.00']]),
    repay_plans: [
      { title: 'Instalment', amount: '1,850.00', pay_time: '21 Dec 2025' },
      { title: 'Instalment', amount: '1,850.00', pay_time: '20 Jan 2026' },
      { title: 'Instalment', amount: '1,750.00', pay_time: '21 Feb 2026' },
    ],
    loanRate: '0.05%', ratemsg: 'Daily interest rate', amountDec: 'We are recalculating your loan offer. One moment…',
    isNewContract: '{origin}/agony?orderNo=21', messageType: '1', comProductLogo: LOGOS.product, comProductName: PRODUCT, couNum: '100.00',
  },
  // The quote's flows: ₹5,000 less a ₹300 fee and 18 % GST, repaid in three instalments (APR 100.19 %).
  disclosure: {
    sanctionedAmount: '5000.00', netDisbursedAmount: '4646.00', disbursementDate: '2025-11-22',
    charges: [{ name: 'Processing fee', amount: '300.00', tax: '54.00', timing: 'upfront' }],
    schedule: [
      { date: '2025-12-21', amount: '1850.00', interest: '180.00', tax: '0.00' },
      { date: '2026-01-20', amount: '1850.00', interest: '150.00', tax: '0.00' },
      { date: '2026-02-21', amount: '1750.00', interest: '120.00', tax: '0.00' },
    ],
    apr: '100.19', cat: null, lookupDays: 3,
  },
  requoted: {
    isNeedPop: '0', amount: '4,500.00', details: textRows([['Loan amount', '4,500.00'], ['Processing fee', '270.00'], ['Amount received', '4,230.00']]),
    disclosure: {
      sanctionedAmount: '4500.00', netDisbursedAmount: '4230.00', disbursementDate: '2025-11-22',
      charges: [{ name: 'Processing fee', amount: '270.00', tax: '0.00', timing: 'upfront' }],
      schedule: [
        { date: '2025-12-21', amount: '1665.00', interest: '162.00' },
        { date: '2026-01-20', amount: '1665.00', interest: '135.00' },
        { date: '2026-02-21', amount: '1575.00', interest: '108.00' },
      ],
      lookupDays: 3,
    },
  },
  orders: {
    '21': orderDetails(21, 'Under review', 'We are reviewing your application. This takes up to 1 day.',
      [['Loan amount', '5,000.00'], ['Applied on', '22 Nov 2025'], ['Term', '91 days'], ['Overdue fee', '0'], ['Bank account', '']],
      { productName: PRODUCT, orderNo: '21' }),
    '151': orderDetails('151', 'Disbursing', 'Your loan is approved. Money reaches your account within 1 to 3 days.',
      [['Loan amount', '5,000.00'], ['Amount received', '4,646.00'], ['Bank account', 'HDFC ****1111']],
      { productName: PRODUCT, orderNo: '151' }),
    '110': orderDetails(110, 'Rejected', 'Sorry, your application was not approved this time.',
      [['Loan amount', '4,000.00']], { productName: PRODUCT, orderNo: '110' }),
    '174': orderDetails('174', 'Pending repayment', 'Repay by the due date to keep a good credit record.',
      [['Amount due', '5,450.00'], ['Due date', '21 Feb 2026'], ['Overdue days', '0'], ['Penalty', ''], ['Loan amount', '5,000.00']],
      { productName: PRODUCT, orderNo: '174', isDelay: '1' }),
    '180': orderDetails(180, 'Overdue', 'Your loan is overdue. Repay now to stop daily penalties.',
      [['Amount due', '3,420.00'], ['Due date', '02 Nov 2025'], ['Overdue days', 20], ['Penalty', '1,000.00']],
      { productName: PRODUCT, orderNo: '180', h5Url: '{origin}/mock-assets/pay.html?orderId=180' }),
    '200': orderDetails('200', 'Settled', 'Thank you! This loan is fully repaid.',
      [['Loan amount', '2,000.00'], ['Repaid on', '08 Aug 2025'], ['Penalty', '0.00']],
      { productName: PRODUCT, orderNo: '200', isScore: 1 }),
    '999': orderDetails(999, 'Processing', 'Your order is being processed.', [], { productName: PRODUCT, orderNo: '999', isScore: '0' }),
  },
  instalmentPlan: {
    repayAmount: '5,450.00', productName: PRODUCT, repayDate: '21 Feb 2026', productLogo: LOGOS.product,
    detail: textRows([['Principal', '5,000.00'], ['Interest', '96.00'], ['Processing fee', '300.00'], ['GST', '54.00']]),
    repayList: channels, noticeMsg: 'Payments may take up to 2 hours to show.',
  },
  extensionDetail: {
    productLogo: LOGOS.product, productName: PRODUCT,
    delayInfo: { reviewer: 'Extend your loan by 7 days', delayAmount: '850.00', delayTime: '28 Feb 2026' },
    repayPlan: [{ title: 'Current due date', time: '21 Feb 2026' }, { title: 'New due date', time: '28 Feb 2026' }],
    repayList: channels, noticeMsg: 'The extension starts once the fee is received.', note: 'You can extend up to 7 days.',
  },
  repaymentInstruction: {
    topLogo: banner('LendView', '#0b5cff'),
    repayDetail: {
      amount: '', repayTitle: 'Pay at a PayU store', repayDes: 'Show this code at the counter and pay in cash.',
      repayCode: barcode('7401 2290 3345'), vCode: '7401 2290 3345', companyName: 'LendView Finance Pvt. Ltd.',
    },
    dataList: [
      { title: 'How to pay', content: ['Go to any PayU partner store.', 'Tell the cashier you want to pay LendView.', 'Give the code and the exact amount.'] },
      { title: 'Please note', content: ['Keep your receipt.', 'The payment shows within 2 hours.'] },
    ],
    imgList: { title: 'Where to pay', eMail: 'Fees and charges', content: [LOGOS.store, LOGOS.bank] },
    bottomLogo: banner('Secure payments', '#263238'),
  },
  repaymentWays: {
    alipay: '0', repayToken: 'tok-en-174',
    bankCards: [
      { id: 1, bankName: 'HDFC Bank', cardNo: '4111********1111', bankCode: 'HDFC' },
      { id: '2', bankName: 'ICICI Bank', cardNo: '5500********0004', bankCode: 'ICIC' },
    ],
  },
  promotionTemplate: {
    id: 1, title: 'Instant cash up to ₹50,000', subtitle: 'Approval in minutes, money in your bank the same day.',
    bannerImage: banner('Instant cash loans', '#0b5cff'), backgroundColor: '#0b5cff', buttonText: 'Get my loan',
    downloadUrl: '{origin}/#/downloadTemplate', appName: 'LendView',
  },
  messages: {
    wrongCaptcha: 'Wrong image code, please try again', alreadyRegistered: 'This mobile number is already registered',
    wrongSmsCode: 'Wrong SMS code', wrongVerificationCode: 'Wrong verification code', submittedTwice: 'Payment already submitted',
    notFound: 'Not found', collectionRefused: 'The selected order does not support sending collection types',
    emptyComplaint: 'Please fill in your comments and suggestions', invalidCard: 'Invalid card number',
  },
};
