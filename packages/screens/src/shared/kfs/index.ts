import { defineLoader } from '../../core/data';

/** India's Key Fact Statement: its own chunk, loaded where an offer or a contract has key facts to show. */
export const loadKeyFactStatement = defineLoader(
  'key-fact-statement',
  () => import('./KeyFactStatement').then((module) => module.KeyFactStatement),
  { serializable: false },
);
