export { Registration } from './Registration';
export { loadRegistration } from './load';
