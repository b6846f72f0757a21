import { telHref, type Office } from '@huron/shared/content';
import { m } from '@huron/shared/i18n';
import { Icon } from '../icons/icons';

/** An office card's contact lines (address or "by appointment", phone, optionally e-mail, hours): one list for every page. */
export function OfficeContactLines({ office, withEmail = false }: { office: Office; withEmail?: boolean }) {
  return (
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
      {withEmail ? (
        <li>
          <Icon name="mail" size={18} />
          <a href={`mailto:${office.email}`}>{office.email}</a>
        </li>
      ) : null}
      <li>
        <Icon name="clock" size={18} />
        {office.hours.map((h) => h.label).join(', ')}
      </li>
    </ul>
  );
}
