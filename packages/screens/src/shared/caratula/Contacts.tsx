import { Trans } from '@lingui/react/macro';
import { useLendview } from '../../core/provider';
import { clean, Email, Phone, Row, secure, Site } from '../grievance/links';
import { Reference } from '../reference';

/**
 * The carátula's closing items in CONDUSEF's order: complaints to the lender's UNE (the
 * provider's `grievance` setting), the contract's RECA number, CONDUSEF, and the lender's page in
 * the Buró de Entidades Financieras. Each is left out without its value.
 */
export function Contacts({ recaNumber, buroUrl }: { recaNumber?: string; buroUrl?: string }) {
  const { grievance } = useLendview();
  const une = grievance?.une ?? {};
  const condusef = grievance?.condusef ?? {};
  const address = clean(une.address);
  const phone = clean(une.phone);
  const email = clean(une.email);
  const regulatorPhone = clean(condusef.phone);
  const site = secure(condusef.site);
  if (!address && !phone && !email && !recaNumber && !regulatorPhone && !site && !buroUrl) return null;

  return (
    <dl>
      {(address || phone || email) && (
        <Row label={<Trans>Enquiries and complaints: Specialised Customer Service Unit (UNE)</Trans>}>
          {address && <span className="ca-line">{address}</span>}
          {phone && <Phone value={phone} />}
          {email && <Email value={email} />}
        </Row>
      )}
      {recaNumber && (
        <Row label={<Trans>Adhesion Contracts Registry (RECA) number</Trans>}>
          <Reference value={recaNumber} />
        </Row>
      )}
      {(regulatorPhone || site) && (
        <Row label={<Trans>National Commission for the Protection and Defence of Users of Financial Services (CONDUSEF)</Trans>}>
          {regulatorPhone && <Phone value={regulatorPhone} />}
          {site && <Site value={site} />}
        </Row>
      )}
      {buroUrl && (
        <Row label={<Trans>Financial Institutions Bureau (Buró de Entidades Financieras)</Trans>}>
          <Site value={buroUrl}>{new URL(buroUrl).host}</Site>
        </Row>
      )}
    </dl>
  );
}
