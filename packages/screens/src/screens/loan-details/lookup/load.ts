import { defineLoader } from '../../../core/data';

/** The look-up exit's code, messages and styles: its own chunk, loaded only for an order with a `lookup`. */
export const loadLookupExit = defineLoader(
  'loan-details:lookup',
  () => import('./LookupExit').then((module) => module.LookupExit),
  { serializable: false },
);
