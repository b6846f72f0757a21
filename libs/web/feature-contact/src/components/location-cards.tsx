import { m } from '@huron/shared/i18n';
import { Card, useLiveOffices } from '@huron/web/ui';
import { OfficeContactLines } from '@huron/web/ui/page-parts';
import { Link } from 'react-router';

/** The three offices; an office without its own page (Ann Arbor) shows its name as plain text. */
export function LocationCards() {
  const offices = useLiveOffices();
  return (
    <section aria-labelledby="locations-title">
      <h2 id="locations-title">{m.contact_locations_title()}</h2>
      <ul className="plain location-cards">
        {offices.map((office) => (
          <Card as="li" key={office.slug}>
            <h3>{office.linked ? <Link to={office.path}>{office.name}</Link> : office.name}</h3>
            <p className="muted">{office.subtitle}</p>
            <OfficeContactLines office={office} withEmail />
          </Card>
        ))}
      </ul>
    </section>
  );
}
