export { LoginFailure } from './LoginFailure';
