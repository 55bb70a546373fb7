import { defineLoader } from '../../core/data';
import type { GrievanceContacts as Contacts } from '../../core/grievance';
import { useLendview } from '../../core/provider';
import { Deferred } from '../../ui';

const loadBlock = defineLoader('grievance-contacts', () => import('./GrievanceBlock').then((module) => module.GrievanceBlock), {
  serializable: false,
});

/** Whether the market's part of the setting has a value: only then is the block's chunk loaded. */
function isSet(market: 'en' | 'es', { officer, regulatorPortal, une, condusef }: Contacts): boolean {
  const parts = market === 'en' ? [officer, { regulatorPortal }] : [une, condusef];
  return parts.some((part) => Object.values(part ?? {}).some((value) => typeof value === 'string' && value.trim() !== ''));
}

/**
 * The lender's grievance contacts and the regulator's (the provider's `grievance` setting), on
 * customer service, the complaint home and the official contact page. Nothing, and no download,
 * when the market's part is not set.
 *
 * @example
 * <LendviewProvider {...host} grievance={{ officer: { name: 'A. Rao', phone: '+91 80 4000 1234' } }}>...
 */
export function GrievanceContacts() {
  const { market, grievance } = useLendview();
  return grievance && isSet(market, grievance) ? <Deferred load={loadBlock} props={{}} /> : null;
}
