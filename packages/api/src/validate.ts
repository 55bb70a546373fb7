// Checks for values from the server and the page address, shared by the decoders and the screens.
export { checkAmount, isAmount, MAX_AMOUNT, payableAmount, type CheckedAmount } from './validate/amount';
export { MAX_PHONE_TEXT, parsePhone, type DialableNumber } from './validate/phone';
