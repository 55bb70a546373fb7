export {
  OfficialAbout,
  OfficialContact,
  OfficialLoan,
  OfficialPage,
  OfficialPolicy,
  OfficialUser,
  officialPageOf,
  type OfficialPageName,
  type OfficialPageProps,
} from './OfficialPages';
