import { m, openingHoursParts } from '@huron/shared/i18n';
import type { Office } from '@huron/shared/content';
import { telHref } from '@huron/shared/content';
import { Icon } from '@huron/web/ui';

/** Phone, email and opening hours of an office. */
export function OfficeDetails({ office, heading }: { office: Office; heading: string }) {
  return (
    <section className="card" aria-labelledby="office-details-title">
      <h2 id="office-details-title">{heading}</h2>
      <ul className="plain contact-lines">
        {office.address && (
          <li>
            <Icon name="pin" size={18} />
            <address>
              {office.address.street}
              <br />
              {office.address.city}, {office.address.region} {office.address.postalCode}
            </address>
          </li>
        )}
        <li>
          <Icon name="phone" size={18} />
          <a href={telHref(office.phone)}>{office.phone}</a>
        </li>
        <li>
          <Icon name="mail" size={18} />
          <a href={`mailto:${office.email}`}>{office.email}</a>
        </li>
      </ul>
      <h3 className="office-hours__title">
        <Icon name="clock" size={18} /> {m.office_details_opening_hours()}
      </h3>
      <table className="office-hours">
        <tbody>
          {office.hours.map((h) => {
            const [days, time] = openingHoursParts(h);
            return (
              <tr key={h.label}>
                <th scope="row">{days}</th>
                <td>{time}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
