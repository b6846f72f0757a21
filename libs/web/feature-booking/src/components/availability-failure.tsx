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

export function AvailabilityLoading({ label = m.booking_loading() }: { label?: string }) {
  return (
    <p className="booking-loading" role="status">
      <span className="booking-spinner" aria-hidden="true" />
      {label}
    </p>
  );
}
