import { m } from '@huron/shared/i18n';
import type { BookingContact, bookingContactSchema } from '@huron/shared/contracts/booking';
import { FormField, FormSubmit, ZodForm, useForm, useZodForm } from '@huron/web/forms';

const loadBookingContactSchema = (): Promise<typeof bookingContactSchema> => import('../booking-contact-schema').then((module) => module.bookingContactSchema);

/** Name, email, phone and notes; `onSubmit` throws to show the service's answer under the form (values stay). */
export function BookingDetailsForm({ onSubmit }: { onSubmit(contact: BookingContact): Promise<void> }) {
  const form = useZodForm(loadBookingContactSchema);
  return (
    <ZodForm form={form} label={m.booking_form_label()} errorId="booking-error" onSubmit={onSubmit}>
      <FormField<BookingContact> name="name" id="booking-name" label={m.booking_field_name()} type="text" autoComplete="name" required />
      <FormField<BookingContact> name="email" id="booking-email" label={m.booking_field_email()} type="email" autoComplete="email" required />
      <FormField<BookingContact> name="phone" id="booking-phone" label={m.booking_field_phone()} type="tel" autoComplete="tel" required />
      <NotesField />
      <Honeypot />
      <FormSubmit label={m.booking_submit()} busyLabel={m.booking_submit_busy()} />
    </ZodForm>
  );
}

function NotesField() {
  const { register } = useForm();
  return (
    <div className="field">
      <label htmlFor="booking-notes">{m.booking_field_notes()}</label>
      <textarea id="booking-notes" className="field__input" rows={3} maxLength={2000} {...register('notes')} />
    </div>
  );
}

/** A field people never see or reach; form-filling bots do fill it, and the server then stores and sends nothing. */
function Honeypot() {
  const { register } = useForm();
  return (
    <div className="visually-hidden" aria-hidden="true">
      <label htmlFor="booking-website">{m.booking_field_website()}</label>
      <input id="booking-website" type="text" tabIndex={-1} autoComplete="off" {...register('website')} />
    </div>
  );
}
