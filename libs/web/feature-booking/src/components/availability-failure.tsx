import { site, telHref } from '@huron/shared/content';
import { m } from '@huron/shared/i18n';
import { ButtonLink } from '@huron/web/ui';

/** The spec's fallback when free times cannot be loaded: the message and a call button. */
export function AvailabilityFailure() {
  return (
    <div className="alert alert--error booking-failure" role="alert">
      <p>{m.booking_failed()}</p>
      <ButtonLink to={telHref(site.supportPhone)} icon="phone">
        {m.booking_call_button({ phone: site.supportPhone })}
      </ButtonLink>
    </div>
  );
}

/**
 * `reserve` holds roughly the space the loaded picker takes (600 px for a typical day on a wide screen, more on a
 * phone), so the details form below starts out of view instead of jumping away from the middle of the screen.
 */
export function AvailabilityLoading({ label = m.booking_loading(), reserve = false }: { label?: string; reserve?: boolean }) {
  return (
    <p className={reserve ? 'booking-loading booking-loading--reserve' : 'booking-loading'} role="status">
      <span className="booking-spinner" aria-hidden="true" />
      {label}
    </p>
  );
}
