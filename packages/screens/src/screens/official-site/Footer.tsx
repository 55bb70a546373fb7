import { Trans } from '@lingui/react/macro';
import type { Company } from '../../shared/official/company';

/** The site footer (spec 2.17): company name, phone, e-mail, address and a copyright line. */
export function Footer({ company }: { company: Company }) {
  const { name, phone, email, address, year } = company;
  return (
    <footer className="of-footer">
      <p className="of-footer-name">{name}</p>
      <a className="of-footer-link" href={`tel:${phone.replace(/[^\d+]/g, '')}`}>
        {phone}
      </a>
      <a className="of-footer-link" href={`mailto:${email}`}>
        {email}
      </a>
      <address className="of-footer-address">{address}</address>
      <p className="of-footer-copy">
        <Trans>
          © {year} {name}. All rights reserved.
        </Trans>
      </p>
    </footer>
  );
}
