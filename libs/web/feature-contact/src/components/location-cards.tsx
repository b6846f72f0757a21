import { telHref } from '@huron/shared/content';
import { formatWeekHours, m } from '@huron/shared/i18n';
import { Card, Icon, useLiveOffices } from '@huron/web/ui';
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
            <ul className="plain contact-lines">
              <li>
                <Icon name="pin" size={18} />
                {office.address
                  ? m.location_cards_street_address({ street: office.address.street, city: office.address.city, postalCode: office.address.postalCode })
                  : m.contact_by_appointment()}
              </li>
              <li>
                <Icon name="phone" size={18} />
                <a href={telHref(office.phone)}>{office.phone}</a>
              </li>
              <li>
                <Icon name="mail" size={18} />
                <a href={`mailto:${office.email}`}>{office.email}</a>
              </li>
              <li>
                <Icon name="clock" size={18} />
                {formatWeekHours(office.hours)}
              </li>
            </ul>
          </Card>
        ))}
      </ul>
    </section>
  );
}
