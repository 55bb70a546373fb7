import type { GrievanceContacts } from '@lendview/screens';

/** Sample grievance and regulator contacts for stories (both markets' parts). */
export const GRIEVANCE: GrievanceContacts = {
  officer: { name: 'Anita Rao', phone: '+91 80 4000 1234', email: 'grievance@lendview.example' },
  regulatorPortal: 'https://cms.rbi.org.in',
  une: {
    address: 'Av. Paseo de la Reforma 100, Juárez, Cuauhtémoc, 06600 Ciudad de México',
    phone: '55 5000 1234',
    email: 'une@lendview.example',
  },
  condusef: { phone: '55 5340 0999', site: 'https://www.condusef.gob.mx' },
};
