/**
 * Where a borrower takes a complaint the lender did not resolve: lender settings, shown on
 * customer service, the complaint home and the official site's contact page. Each market shows
 * its own part; a part or field left out is not shown (no empty labels).
 */
export interface GrievanceContacts {
  /** English market (RBI's digital-lending rules): the Grievance Redressal Officer. */
  officer?: { name?: string; phone?: string; email?: string };
  /** English market: the regulator's complaint portal, an `https:` address (RBI's `https://cms.rbi.org.in`). */
  regulatorPortal?: string;
  /** Spanish market: the lender's Unidad Especializada de Atención a Usuarios (UNE). */
  une?: { address?: string; phone?: string; email?: string };
  /** Spanish market: CONDUSEF's telephone and site (an `https:` address). */
  condusef?: { phone?: string; site?: string };
}
