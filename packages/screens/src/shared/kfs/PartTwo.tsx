import type { Disclosure, ServiceProvider } from '@lendview/api';
import type { KeyFacts } from '@lendview/api/disclosure';
import { Select, Trans } from '@lingui/react/macro';
import { useFormat } from '../../core/format';
import { useLendview } from '../../core/provider';
import { clean, Email, Phone, Row, Site } from '../grievance/links';

/** Providers by name, each a link to its site when the lender sent one. */
function Providers({ list }: { list: ServiceProvider[] }) {
  return (
    <ul className="kfs-providers">
      {list.map((provider, index) => (
        <li key={index}>{provider.url ? <Site value={provider.url}>{provider.name}</Site> : provider.name}</li>
      ))}
    </ul>
  );
}

/**
 * Part 2 of the Key Fact Statement, in RBI's order: the recovery agents, the nodal grievance
 * redressal officer (the provider's `grievance` setting), the look-up period and the lending
 * service providers of a digital loan.
 */
export function PartTwo({ disclosure, facts }: { disclosure: Disclosure; facts: KeyFacts }) {
  const { grievance } = useLendview();
  const { plural } = useFormat();
  const providers = disclosure.serviceProviders ?? [];
  const agents = providers.filter((provider) => provider.role === 'recovery');
  const lsps = providers.filter((provider) => provider.role === 'lsp');
  const officer = grievance?.officer ?? {};
  const name = clean(officer.name);
  const phone = clean(officer.phone);
  const email = clean(officer.email);
  const days = facts.lookupDays;

  return (
    <>
      <h3 className="kfs-part">
        <Trans>Part 2: Other qualitative information</Trans>
      </h3>
      <dl>
        {agents.length > 0 && (
          <Row label={<Trans>Recovery agents</Trans>}>
            <Providers list={agents} />
          </Row>
        )}
        {(name || phone || email) && (
          <Row label={<Trans>Nodal grievance redressal officer</Trans>}>
            {name && <span className="kfs-line">{name}</span>}
            {phone && <Phone value={phone} />}
            {email && <Email value={email} />}
          </Row>
        )}
        {days !== undefined && (
          <Row label={<Trans>Look-up period</Trans>}>
            <Select value={plural(days)} _one={`${days} day`} other={`${days} days`} />
            <span className="kfs-note">
              <Trans>
                You can leave the loan in this period without any penalty by repaying the principal and the proportionate APR.
              </Trans>
            </span>
          </Row>
        )}
        {lsps.length > 0 && (
          <Row label={<Trans>Lending service providers</Trans>}>
            <Providers list={lsps} />
          </Row>
        )}
      </dl>
    </>
  );
}
