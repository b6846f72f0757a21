import { m } from '@huron/shared/i18n';
import { BOOKING_OFFICES, BOOKING_SERVICES, type BookingOffice, type BookingService } from '@huron/shared/contracts/booking';
import { OFFICE_LABELS, SERVICE_LABELS } from './booking-labels';

export function OfficeChoice({ value, onChange }: { value: BookingOffice; onChange(office: BookingOffice): void }) {
  return (
    <fieldset className="booking-choices">
      <legend>{m.booking_step_office()}</legend>
      <div className="booking-choices__grid">
        {BOOKING_OFFICES.map((office) => (
          <label key={office} className="booking-choice">
            <input type="radio" name="office" value={office} checked={value === office} onChange={() => onChange(office)} />
            <span>{OFFICE_LABELS[office]()}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export function ServiceChoice({ value, onChange }: { value: BookingService; onChange(service: BookingService): void }) {
  return (
    <div className="field">
      <label htmlFor="booking-service">{m.booking_step_service()}</label>
      <select id="booking-service" className="field__input" value={value} onChange={(e) => onChange(e.target.value as BookingService)}>
        {BOOKING_SERVICES.map((service) => (
          <option key={service} value={service}>
            {SERVICE_LABELS[service]()}
          </option>
        ))}
      </select>
    </div>
  );
}
