// Checks for values from the server and the page address, shared by the decoders and the screens.
export { checkAmount, isAmount, MAX_AMOUNT, type CheckedAmount } from './validate/amount';
export { parsePhone, type DialableNumber, type PhoneMarket } from './validate/phone';
