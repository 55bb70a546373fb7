export { OfficialSite, type OfficialSiteProps, type OfficialTab } from './OfficialSite';
export { COMPANY, POLICY_URL, type Company } from '../../shared/official/company';
