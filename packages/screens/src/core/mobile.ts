import { NUMBER_PLANS, type NumberPlan } from '@lendview/api';
import type { Market } from './market';

/** How the registration screen's mobile numbers look: a numbering plan of `@lendview/api`. */
export type MobileRule = NumberPlan;

/**
 * Ready rules: `india` and `mexico` are the markets' numbering plans; `spec` is the product
 * spec's 11-digit rule, a named option a host can still pass (`mobileRule={MOBILE_RULES.spec}`).
 */
export const MOBILE_RULES = NUMBER_PLANS;

/** The default rule follows the market: English (rupee) is India's plan, Spanish (peso) Mexico's. */
export function marketMobileRule(market: Market): MobileRule {
  return market === 'en' ? NUMBER_PLANS.india : NUMBER_PLANS.mexico;
}
