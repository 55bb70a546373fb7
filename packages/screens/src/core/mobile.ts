import { NUMBER_PLANS, type NumberPlan } from '@lendview/api';
import type { Market } from './market';

/**
 * The registration's default mobile plan follows the market: English (rupee) is India's plan,
 * Spanish (peso) Mexico's. The spec's 11-digit plan (`NUMBER_PLANS.spec`) is an option a host
 * passes (`mobilePlan={NUMBER_PLANS.spec}`).
 */
export function marketMobilePlan(market: Market): NumberPlan {
  return market === 'en' ? NUMBER_PLANS.india : NUMBER_PLANS.mexico;
}
