import type { GrievanceContacts } from '@lendview/screens';

/**
 * The example lender's grievance and regulator contacts (sample values; a real lender sets its
 * own). RBI's complaint portal and CONDUSEF's telephone and site are the regulators' public ones.
 * Every first screen carries these bytes: keep them short.
 */
// #region grievance
export const GRIEVANCE: GrievanceContacts = {
  officer: { name: 'Anita Rao', phone: '+91 80 4000 1234', email: 'gro@lendview.example' },
  regulatorPortal: 'https://cms.rbi.org.in',
  une: { address: 'Av. Reforma 100, Cuauhtémoc, CDMX', phone: '55 5000 1234', email: 'une@lendview.example' },
  condusef: { phone: '55 5340 0999', site: 'https://www.condusef.gob.mx' },
};
// #endregion
