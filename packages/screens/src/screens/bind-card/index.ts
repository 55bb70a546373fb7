export { BindCard } from './BindCard';
