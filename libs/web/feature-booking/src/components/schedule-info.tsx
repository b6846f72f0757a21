import { offices, site, telHref } from '@huron/shared/content';
import { m } from '@huron/shared/i18n';
import { Card, Icon } from '@huron/web/ui';

/** The three phone cards: the two offices with their own line, and the main line (Ann Arbor and remote). */
export function PhoneCards() {
  const cards = [
    ...offices.filter((o) => o.phone !== site.supportPhone).map((o) => ({ title: o.name, phone: o.phone })),
    { title: m.booking_phone_support(), phone: site.supportPhone },
  ];
  return (
    <section aria-labelledby="booking-phone-title" className="booking-info">
      <h2 id="booking-phone-title">{m.booking_phone_title()}</h2>
      <ul className="grid grid--3 booking-phones">
        {cards.map((c) => (
          <Card key={c.title} as="li">
            <span className="card__icon">
              <Icon name="phone" />
            </span>
            <h3>{c.title}</h3>
            <a href={telHref(c.phone)}>{c.phone}</a>
          </Card>
        ))}
      </ul>
    </section>
  );
}

export function WhatToExpect() {
  const items = [
    { icon: 'clock', text: m.booking_expect_length() },
    { icon: 'pin', text: m.booking_expect_place() },
    { icon: 'calendar', text: m.booking_expect_hours() },
  ] as const;
  return (
    <section aria-labelledby="booking-expect-title" className="booking-info">
      <h2 id="booking-expect-title">{m.booking_expect_title()}</h2>
      <ul className="booking-expect">
        {items.map((item) => (
          <li key={item.icon}>
            <Icon name={item.icon} />
            <span>{item.text}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
