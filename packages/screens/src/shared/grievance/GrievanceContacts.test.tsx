import type { GrievanceContacts } from '@lendview/screens';
import { ComplaintHome } from '@lendview/screens/complaint-home';
import { CustomerService } from '@lendview/screens/customer-service';
import { OfficialContact } from '@lendview/screens/official-pages';
import { act, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { renderScreen } from '@tests/support/render';

const CONTACTS: GrievanceContacts = {
  officer: { name: 'Anita Rao', phone: '+91 80 4000 1234', email: 'grievance@lender.example' },
  regulatorPortal: 'https://cms.rbi.org.in',
  une: { address: 'Av. Reforma 100, Cuauhtémoc, 06600 Ciudad de México', phone: '55 5000 1234', email: 'une@lender.example' },
  condusef: { phone: '55 5340 0999', site: 'https://www.condusef.gob.mx' },
};

// The block is its own chunk: its first import in a test run takes seconds (over 10 on a busy machine).
async function open(ui: ReactElement, market: 'en' | 'es', grievance?: GrievanceContacts) {
  await act(async () => {
    renderScreen(ui, { market, grievance });
  });
}

/** The block's rows as [label, value]. */
const rows = (block: HTMLElement) =>
  within(block)
    .getAllByRole('term')
    .map((term) => [term.textContent, term.nextElementSibling!.textContent]);

describe('grievance and regulator contacts', () => {
  it('shows the Grievance Redressal Officer and RBI portal on customer service (English)', async () => {
    await open(<CustomerService />, 'en', CONTACTS);
    const block = await screen.findByRole('region', { name: 'Grievance redressal' }, { timeout: 15_000 });
    expect(rows(block)).toEqual([
      ['Grievance Redressal Officer', 'Anita Rao'],
      ["Officer's telephone", '+91 80 4000 1234'],
      ["Officer's e-mail", 'grievance@lender.example'],
      ["Regulator's complaint portal", 'cms.rbi.org.in'],
    ]);
    expect(within(block).getByRole('link', { name: '+91 80 4000 1234' })).toHaveAttribute('href', 'tel:+918040001234');
    expect(within(block).getByRole('link', { name: 'grievance@lender.example' })).toHaveAttribute(
      'href',
      'mailto:grievance@lender.example',
    );
    expect(within(block).getByRole('link', { name: 'cms.rbi.org.in' })).toHaveAttribute('href', 'https://cms.rbi.org.in');
  });

  it('shows the UNE and CONDUSEF on the complaint home (Spanish)', async () => {
    await open(<ComplaintHome />, 'es', CONTACTS);
    const block = await screen.findByRole('region', { name: 'Quejas y autoridad reguladora' }, { timeout: 15_000 });
    expect(rows(block).map(([label]) => label)).toEqual([
      'Domicilio de la Unidad Especializada (UNE)',
      'Teléfono de la UNE',
      'Correo electrónico de la UNE',
      'Teléfono de CONDUSEF',
      'Sitio web de CONDUSEF',
    ]);
    expect(within(block).queryByText('Anita Rao')).toBeNull();
  });

  it('shows them on the official contact page', async () => {
    await open(<OfficialContact />, 'en', CONTACTS);
    expect(await screen.findByRole('region', { name: 'Grievance redressal' }, { timeout: 15_000 })).toBeInTheDocument();
  });

  it('hides the block when the market has no contacts set, and rows without a value', async () => {
    await open(<CustomerService />, 'es', { officer: CONTACTS.officer });
    await screen.findByRole('heading', { name: 'Contáctenos' });
    expect(screen.queryByRole('region', { name: 'Quejas y autoridad reguladora' })).toBeNull();
  });

  it('leaves out empty fields and a site that is not https', async () => {
    await open(<CustomerService />, 'en', {
      officer: { name: 'Anita Rao', phone: ' ', email: '' },
      regulatorPortal: 'javascript:alert(1)',
    });
    const block = await screen.findByRole('region', { name: 'Grievance redressal' }, { timeout: 15_000 });
    expect(rows(block)).toEqual([['Grievance Redressal Officer', 'Anita Rao']]);
    expect(within(block).queryByRole('link')).toBeNull();
  });

  it('shows nothing without the setting', async () => {
    await open(<CustomerService />, 'en');
    await screen.findByRole('heading', { name: 'Contact us' });
    expect(screen.queryByRole('region', { name: 'Grievance redressal' })).toBeNull();
  });
});
