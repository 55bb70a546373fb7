export { OfficialSite, type OfficialSiteProps, type OfficialTab } from './OfficialSite';
export { COMPANY, type Company } from '../../shared/official/company';
