export {
  OfficialAbout, OfficialContact, OfficialLoan, OfficialPage, OfficialPolicy, OfficialUser,
  type OfficialPageName, type OfficialPageProps,
} from './OfficialPages';
