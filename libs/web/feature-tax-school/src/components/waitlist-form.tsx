import { taxSchoolWaitlistCreateSchema, type TaxSchoolWaitlistCreate } from '@huron/shared/contracts/payments';
import { m } from '@huron/shared/i18n';
import { FormField, FormSubmit, FormSuccess, ZodForm, useFormField, useFormMeta, describedBy, useZodForm } from '@huron/web/forms';
import { useState } from 'react';
import { useJoinWaitlist } from '../api/join-waitlist';

/** While no session is open: "tell me when registration opens" (name, email and consent; one email when one opens). */
export function WaitlistForm() {
  const form = useZodForm(taxSchoolWaitlistCreateSchema);
  const [done, setDone] = useState(false);
  const join = useJoinWaitlist();
  if (done)
    return (
      <FormSuccess>
        <p>{m.taxschool_waitlist_done()}</p>
      </FormSuccess>
    );
  return (
    <>
      <p className="alert">{m.taxschool_none_open()}</p>
      <ZodForm
        form={form}
        label={m.taxschool_waitlist_label()}
        errorId="waitlist-error"
        onSubmit={async (values: TaxSchoolWaitlistCreate) => {
          await join.mutateAsync(values);
          setDone(true);
        }}
      >
        <FormField<TaxSchoolWaitlistCreate> name="name" id="waitlist-name" label={m.taxschool_field_name()} type="text" autoComplete="name" required />
        <FormField<TaxSchoolWaitlistCreate> name="email" id="waitlist-email" label={m.taxschool_field_email()} type="email" autoComplete="email" required />
        <ConsentField />
        <FormSubmit label={m.taxschool_waitlist_submit()} busyLabel={m.taxschool_submit_busy()} />
      </ZodForm>
    </>
  );
}

function ConsentField() {
  const label = m.taxschool_waitlist_consent();
  const { field, error } = useFormField('consent', label);
  const { formErrorId } = useFormMeta();
  const errorId = error ? 'waitlist-consent-error' : undefined;
  return (
    <div className="field">
      <label className="choice">
        <input type="checkbox" id="waitlist-consent" aria-describedby={describedBy(errorId, formErrorId)} aria-invalid={error ? true : undefined} {...field} />
        <span>{label}</span>
      </label>
      {error && (
        <p id={errorId} className="field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
