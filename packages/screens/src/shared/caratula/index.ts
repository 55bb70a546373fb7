import { defineLoader } from '../../core/data';

/** Mexico's carátula: its own chunk, loaded where an offer or a contract has key facts to show. */
export const loadCaratula = defineLoader('caratula', () => import('./Caratula').then((module) => module.Caratula), {
  serializable: false,
});
