export { Extension } from './Extension';
export { loadExtension } from './load';
