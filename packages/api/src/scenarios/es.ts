import { banner, barcode, LOGOS } from './assets';
import { channel, orderDetails, textRows, titleRows } from './shapes';
import type { MarketData } from './types';

const PRODUCT = 'LendView Efectivo';
const card = (orderNo: string, status: string, isShow: number | string, amount: string, due: string) => ({
  orderNo, productLogo: LOGOS.product, productName: PRODUCT, status, isShow,
  list: titleRows([['Monto del préstamo', amount], ['Fecha de vencimiento', due]]),
});
const channels = [
  {
    reviewer: 'Pago en efectivo',
    list: [
      channel(LOGOS.oxxo, 'Pague en cualquier tienda OXXO', 'OXXO', '9301 2345 6789 01', barcode('9301 2345 6789 01')),
      channel(LOGOS.paynet, 'Pague en tiendas Paynet', 'PAYNET', '', barcode('5512 7788 0090')),
    ],
  },
  { reviewer: 'Transferencia', list: [channel(LOGOS.spei, 'Transferencia SPEI con su CLABE', 'SPEI', '646180157000017400')] },
];

/** Spanish market (Mexico, peso): any `languageType` other than 1. */
export const es: MarketData = {
  contactInfo: { phone: '+52 55 1234 5678', va: '800 123 4567', email: 'soporte@lendview.mx' },
  contract: {
    userName: 'María López', productName: PRODUCT, amount: '3,000.00', daiDate: '22/11/2025', planDate: '21/02/2026',
    contractAmount: '3,420.00', commission: '250.00', interest: '110.00', iva: '57.60', giveAmount: '2,750.00',
    userAddress: 'Av. Reforma 222, Ciudad de México', contractDate: '22/11/2025', company: 'LendView México S.A. de C.V.',
  },
  problemTypes: [
    { title: 'Cobranza', value: 1 }, { title: 'Pago', value: '2' }, { title: 'Monto del préstamo', value: '3' },
    { title: 'Problema con la app', value: '4' }, { title: 'Otro', value: '5' },
  ],
  problemSonTypes: [
    { title: 'Lenguaje grosero', value: '101' }, { title: 'Llamadas de noche', value: '102' },
    { title: 'Contactaron a mis contactos', value: '103' }, { title: 'Amenazas', value: 104 },
  ],
  orderCards: [
    card('174', 'Por pagar', '1', '3,000.00', '21/02/2026'),
    card('180', 'Vencido', 1, '2,500.00', '02/11/2025'),
    card('200', 'Liquidado', '0', '1,500.00', '10/08/2025'),
    card('110', 'Rechazado', 0, '2,000.00', ''),
  ],
  complaintTabs: [
    { title: 'Pendientes', list: [{ id: '3', time: '2025-11-20 09:12', type: 'Pago', content: 'Mi pago todavía no aparece.' }] },
    { title: 'En proceso', list: [{ id: 2, time: '2025-11-12 18:40', type: 'Problema con la app', content: 'La app se cierra al abrir mi préstamo.' }] },
    { title: 'Resueltas', list: [{ id: '1', time: '2025-10-30 11:05', type: 'Cobranza', content: 'Un agente me llamó a las 11 de la noche.' }] },
  ],
  complaintDetails: [
    {
      problemId: '1', type: 'Cobranza', sonType: 'Llamadas de noche', content: 'Un agente me llamó a las 11 de la noche.',
      images: [LOGOS.oxxo], disposeDetail: 'Lo sentimos. El agente fue amonestado y las llamadas se limitan de 9 a 19 h.',
      disposeImages: [LOGOS.agent], isNeedScore: 1,
    },
    {
      problemId: 2, type: 'Problema con la app', sonType: '', content: 'La app se cierra al abrir mi préstamo.',
      images: [], disposeDetail: 'Actualice la app a la versión 2.4.1, por favor.', disposeImages: [], isNeedScore: '0',
    },
    { problemId: '3', type: 'Pago', sonType: '', content: 'Mi pago todavía no aparece.', images: [LOGOS.spei], disposeDetail: '', isNeedScore: 0 },
  ],
  quote: {
    firstPayTime: '21/12/2025', amount: '3,000.00', periods: '91', termUnit: 'day', isNeedPop: '0', sendSms: 0,
    details: textRows([['Monto del préstamo', '3,000.00'], ['Comisión', '250.00'], ['IVA (16%)', '40.00'], ['Monto a recibir', '2,710.00']]),
    repay_plans: [
      { title: 'Pago', amount: '1,140.00', pay_time: '21/12/2025' },
      { title: 'Pago', amount: '1,140.00', pay_time: '20/01/2026' },
      { title: 'Pago', amount: '1,140.00', pay_time: '21/02/2026' },
    ],
    loanRate: '0.05%', ratemsg: 'Tasa de interés diaria', amountDec: 'Estamos recalculando su oferta. Un momento…',
    isNewContract: '{origin}/agony?orderNo=21', messageType: 1, comProductLogo: LOGOS.product, comProductName: PRODUCT, couNum: 80,
  },
  // The quote's flows: $3,000 less a $250 opening commission and its IVA, three payments of
  // $1,140 with 16 % IVA on their interest (CAT 249.9 % sin IVA). No look-up period is stated.
  disclosure: {
    sanctionedAmount: '3000.00', netDisbursedAmount: '2710.00', disbursementDate: '2025-11-22',
    charges: [{ name: 'Comisión por apertura', amount: '250.00', tax: '40.00', timing: 'upfront' }],
    schedule: ['2025-12-21', '2026-01-20', '2026-02-21'].map((date) => ({ date, amount: '1140.00', interest: '120.69', tax: '19.31' })),
    apr: null, cat: '249.9',
  },
  requoted: {
    isNeedPop: 0, amount: '2,700.00', details: textRows([['Monto del préstamo', '2,700.00'], ['Comisión', '225.00'], ['Monto a recibir', '2,475.00']]),
    disclosure: {
      sanctionedAmount: '2700.00', netDisbursedAmount: '2475.00', disbursementDate: '2025-11-22',
      charges: [{ name: 'Comisión por apertura', amount: '225.00', tax: '0.00', timing: 'upfront' }],
      schedule: ['2025-12-21', '2026-01-20', '2026-02-21'].map((date) => ({ date, amount: '1026.00', interest: '108.62', tax: '17.38' })),
    },
  },
  orders: {
    '21': orderDetails('21', 'En revisión', 'Estamos revisando su solicitud. Tarda hasta 1 día.',
      [['Monto del préstamo', '3,000.00'], ['Fecha de solicitud', '22/11/2025'], ['Plazo', '91 días'], ['Cargo por atraso', '0'], ['Cuenta bancaria', '']],
      { productName: PRODUCT, orderNo: '21' }),
    '151': orderDetails(151, 'En desembolso', 'Su préstamo fue aprobado. El dinero llega a su cuenta en 1 a 3 días.',
      [['Monto del préstamo', '3,000.00'], ['Monto a recibir', '2,710.00'], ['Cuenta bancaria', 'BBVA ****1234']],
      { productName: PRODUCT, orderNo: '151' }),
    '110': orderDetails('110', 'Rechazado', 'Lo sentimos, su solicitud no fue aprobada esta vez.',
      [['Monto del préstamo', '2,000.00']], { productName: PRODUCT, orderNo: '110' }),
    '174': orderDetails(174, 'Por pagar', 'Pague antes de la fecha de vencimiento para cuidar su historial.',
      [['Monto a pagar', '3,420.00'], ['Fecha de vencimiento', '21/02/2026'], ['Días de atraso', 0], ['Penalización', ''], ['Monto del préstamo', '3,000.00']],
      { productName: PRODUCT, orderNo: '174', isDelay: '1', h5Url: '{origin}/mock-assets/pay.html?orderId=174' }),
    '180': orderDetails('180', 'Vencido', 'Su préstamo está vencido. Pague ahora para evitar más cargos.',
      [['Monto a pagar', '2,875.00'], ['Fecha de vencimiento', '02/11/2025'], ['Días de atraso', '20'], ['Penalización', '375.00']],
      { productName: PRODUCT, orderNo: '180', isDelay: '1' }),
    '200': orderDetails(200, 'Liquidado', '¡Gracias! Este préstamo está pagado.',
      [['Monto del préstamo', '1,500.00'], ['Fecha de pago', '08/08/2025'], ['Penalización', '0']],
      { productName: PRODUCT, orderNo: '200', isScore: '1' }),
    '999': orderDetails('999', 'En proceso', 'Su orden se está procesando.', [], { productName: PRODUCT, orderNo: '999' }),
  },
  instalmentPlan: {
    repayAmount: '3,420.00', productName: PRODUCT, repayDate: '21/02/2026', productLogo: LOGOS.product,
    detail: textRows([['Capital', '3,000.00'], ['Interés', '110.00'], ['Comisión', '250.00'], ['IVA', '57.60']]),
    repayList: channels, noticeMsg: 'Los pagos pueden tardar hasta 2 horas en reflejarse.',
  },
  extensionDetail: {
    productLogo: LOGOS.product, productName: PRODUCT,
    delayInfo: { reviewer: 'Extienda su préstamo 7 días', delayAmount: 520, delayTime: '28/02/2026' },
    repayPlan: [{ title: 'Fecha actual de pago', time: '21/02/2026' }, { title: 'Nueva fecha de pago', time: '28/02/2026' }],
    repayList: channels, noticeMsg: 'La prórroga inicia al recibir el pago.', note: 'Puede posponer el pago hasta 7 días.',
  },
  repaymentInstruction: {
    topLogo: banner('LendView', '#0b5cff'),
    repayDetail: {
      amount: '', repayTitle: 'Pague en OXXO', repayDes: 'Muestre este código en caja y pague en efectivo.',
      repayCode: barcode('9301 2345 6789 01'), vCode: '9301 2345 6789 01', companyName: 'LendView México S.A. de C.V.',
    },
    dataList: [
      { title: 'Cómo pagar', content: ['Acuda a cualquier tienda OXXO.', 'Indique en caja que hará un pago OXXOPay.', 'Entregue el código y el monto exacto.'] },
      { title: 'Importante', content: ['Conserve su ticket.', 'OXXO cobra una comisión por el servicio.'] },
    ],
    imgList: { title: 'Dónde pagar', eMail: 'Consulte las comisiones', content: [LOGOS.oxxo, LOGOS.paynet] },
    bottomLogo: banner('Pagos seguros', '#263238'),
  },
  repaymentWays: {
    alipay: '0', repayToken: 'tok-es-174',
    bankCards: [
      { id: '1', bankName: 'BBVA México', cardNo: '4152********1234', bankCode: 'BBVA' },
      { id: 2, bankName: 'Banorte', cardNo: '5204********5678', bankCode: 'BANORTE' },
    ],
  },
  promotionTemplate: {
    id: '1', title: 'Efectivo al instante hasta $20,000', subtitle: 'Aprobación en minutos, el dinero en su cuenta el mismo día.',
    bannerImage: banner('Préstamos al instante', '#0b5cff'), backgroundColor: '#0b5cff', buttonText: 'Quiero mi préstamo',
    downloadUrl: '{origin}/#/downloadTemplate', appName: 'LendView',
  },
  messages: {
    wrongCaptcha: 'Código de imagen incorrecto, inténtelo de nuevo', alreadyRegistered: 'Este número ya está registrado',
    wrongSmsCode: 'Código SMS incorrecto', wrongVerificationCode: 'Código de verificación incorrecto', submittedTwice: 'El pago ya fue enviado',
    notFound: 'No encontrado', collectionRefused: 'El pedido seleccionado no admite quejas de cobranza',
    emptyComplaint: 'Por favor, rellene sus comentarios y sugerencias', invalidCard: 'Número de tarjeta inválido',
  },
};
