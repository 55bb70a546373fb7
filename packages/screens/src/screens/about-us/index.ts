export { AboutUs } from './AboutUs';
