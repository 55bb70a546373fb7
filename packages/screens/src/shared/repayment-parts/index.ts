// Parts shared by the instalment-repayment and extension screens (spec 2.10, 2.11). This folder
// is not a screen: it has no entry of its own, only its catalog, which both screens merge into
// theirs (`partsCatalogs`), so neither carries the other's messages.
import { messages as en } from './locales/en';
import { messages as es } from './locales/es';

export { AmountHero } from './AmountHero';
export { ChannelGroups } from './ChannelGroups';
export { HeadsetIcon } from './icons';
export { Logo, Product } from './Logo';
export { sharedCss } from './styles';

/** The compiled messages of these parts, per market. */
export const partsCatalogs = { en, es };
