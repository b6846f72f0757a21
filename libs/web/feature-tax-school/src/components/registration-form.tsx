import { taxSchoolRegistrationCreateSchema, type TaxSchoolRegistrationCreate } from '@huron/shared/contracts/payments';
import { formatMoney, m } from '@huron/shared/i18n';
import { checkoutUrlOf } from '@huron/web/data-access/api';
import { FormField, FormSubmit, FormSuccess, ZodForm, useZodForm } from '@huron/web/forms';
import { useState } from 'react';
import { flushSync } from 'react-dom';
import { useSessions } from '../api/get-sessions';
import { useRegister } from '../api/register';
import { CourseChoice } from './course-choice';

/**
 * Loaded after the page (see registration-section.tsx): the form code, its schema and the API client stay out of
 * /tax-school's first load. Registering starts the $149.00 checkout and sends the browser there.
 */
export function RegistrationForm() {
  const sessions = useSessions();
  const form = useZodForm(taxSchoolRegistrationCreateSchema);
  const [redirecting, setRedirecting] = useState(false);
  const register = useRegister();

  async function submit(values: TaxSchoolRegistrationCreate) {
    const url = await checkoutUrlOf(() => register.mutateAsync(values));
    // Commit the success message before leaving, so it shows while the next page loads.
    flushSync(() => setRedirecting(true));
    window.location.assign(url);
  }

  if (sessions.isPending) return <p>{m.taxschool_loading()}</p>;
  if (sessions.isError) return <p className="alert alert--error">{m.taxschool_sessions_failed()}</p>;
  const fee = formatMoney(sessions.data.feeCents);
  if (!sessions.data.sessions.some((s) => s.open)) return <p className="alert">{m.taxschool_none_open()}</p>;
  return (
    <>
      {redirecting && (
        <FormSuccess>
          <p>{m.payment_success()}</p>
        </FormSuccess>
      )}
      <ZodForm form={form} label={m.taxschool_form_label()} errorId="registration-error" onSubmit={submit}>
        <FormField<TaxSchoolRegistrationCreate> name="name" id="registration-name" label={m.taxschool_field_name()} type="text" autoComplete="name" required />
        <FormField<TaxSchoolRegistrationCreate>
          name="email"
          id="registration-email"
          label={m.taxschool_field_email()}
          type="email"
          autoComplete="email"
          required
        />
        <FormField<TaxSchoolRegistrationCreate> name="phone" id="registration-phone" label={m.taxschool_field_phone()} type="tel" autoComplete="tel" required />
        <CourseChoice sessions={sessions.data.sessions} />
        <FormSubmit label={m.taxschool_submit({ fee })} busyLabel={m.taxschool_submit_busy()} />
      </ZodForm>
    </>
  );
}
