import { Link } from 'react-router';
import { articleList, site, telHref } from '@huron/shared/content';
import { ButtonLink, Icon, RichText, slot, useFirmHours } from '@huron/web/ui';
import { articlePath } from './structured-data-content';
import { formatDate, formatWeekHours, m } from '@huron/shared/i18n';

const UPDATES_SLUG = 'tax-updates-2025';

/** The 2025 changes article first, then the three most recently updated others. */
export function TaxUpdatesBox() {
  const updates = articleList.find((a) => a.slug === UPDATES_SLUG);
  const recent = articleList
    .filter((a) => a.slug !== UPDATES_SLUG)
    .sort((a, b) => b.updated.localeCompare(a.updated))
    .slice(0, 3);
  return (
    <section className="card side-box" aria-labelledby="tax-updates-title">
      <h2 id="tax-updates-title">{m.resources_boxes_tax_updates()}</h2>
      {updates && (
        <p>
          <RichText
            text={m.resources_boxes_updates_summary({ link: slot('link') })}
            slots={{ link: <Link to={articlePath(updates.slug)}>{updates.title}</Link> }}
          />
        </p>
      )}
      <h3>{m.resources_boxes_recently_updated()}</h3>
      <ul className="plain side-box__list">
        {recent.map((a) => (
          <li key={a.slug}>
            <Link to={articlePath(a.slug)}>{a.title}</Link>
            <span className="muted">
              <RichText text={m.resources_boxes_updated({ date: slot('date') })} slots={{ date: <time dateTime={a.updated}>{formatDate(a.updated)}</time> }} />
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function ContactSupportBox() {
  const hours = useFirmHours();
  return (
    <section className="card side-box" aria-labelledby="contact-support-title">
      <h2 id="contact-support-title">{m.resources_boxes_contact_support()}</h2>
      <p>{m.resources_boxes_have_a_question_about_an()}</p>
      <ul className="plain contact-lines">
        <li>
          <Icon name="phone" size={18} />
          <a href={telHref(site.supportPhone)}>{site.supportPhone}</a>
        </li>
        <li>
          <Icon name="mail" size={18} />
          <a href={`mailto:${site.emails.support}`}>{site.emails.support}</a>
        </li>
        <li>
          <Icon name="clock" size={18} />
          <span>{formatWeekHours(hours)}</span>
        </li>
      </ul>
      <div className="cluster">
        <ButtonLink to="/contact">{m.resources_boxes_contact_us()}</ButtonLink>
        <ButtonLink to="/schedule" variant="secondary">
          {m.resources_boxes_schedule_a_consultation()}
        </ButtonLink>
      </div>
    </section>
  );
}
