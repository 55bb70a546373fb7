export { GrievanceContacts } from './GrievanceContacts';
