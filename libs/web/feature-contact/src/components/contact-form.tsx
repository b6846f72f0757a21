import type { ContactMessageCreateInput, ContactReceipt, contactMessageCreateSchema } from '@huron/shared/contracts/intake';
import { offices } from '@huron/shared/content';
import { m } from '@huron/shared/i18n';
import { FormField, FormSubmit, FormSuccess, HoneypotField, SelectField, TextareaField, ZodForm, useFormStartedAt, useZodForm } from '@huron/web/forms';
import { formFailure, keyPerBody } from '@huron/web/data-access/api';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useSendContactMessage } from '../api/send-contact-message';

const officeOptions = () => [
  { value: '', label: m.contact_office_none() },
  ...offices.map((office) => ({ value: office.slug, label: office.name })),
  { value: 'remote', label: m.contact_office_remote() },
];

const loadSchema = (): Promise<typeof contactMessageCreateSchema> =>
  import('@huron/shared/contracts/intake').then((module) => module.contactMessageCreateSchema);

/** The contact form; on success it gives way to the reference and what happens next. */
export function ContactForm() {
  const form = useZodForm(loadSchema);
  const keyFor = useMemo(keyPerBody, []);
  const startedAt = useFormStartedAt();
  const [receipt, setReceipt] = useState<ContactReceipt | null>(null);
  const sendContactMessage = useSendContactMessage();

  async function send(values: ContactMessageCreateInput) {
    try {
      const body = { ...values, startedAt: startedAt() };
      setReceipt(await sendContactMessage.mutateAsync({ body, idempotencyKey: keyFor(values) }));
    } catch (error) {
      throw formFailure(error, form, { network: m.contact_error_network(), server: m.contact_error_server() });
    }
  }

  if (receipt) {
    return (
      <FormSuccess>
        <h3>{m.contact_success_title()}</h3>
        <p>{m.contact_success_reference({ reference: receipt.reference })}</p>
        <p>{m.contact_success_next()}</p>
        <p>
          <Link to="/submit-info">{m.contact_success_submit_info()}</Link>
        </p>
      </FormSuccess>
    );
  }

  return (
    <ZodForm form={form} label={m.contact_form_label()} errorId="contact-error" onSubmit={send}>
      <FormField<ContactMessageCreateInput> name="name" label={m.contact_field_name()} autoComplete="name" required maxLength={200} />
      <FormField<ContactMessageCreateInput> name="email" label={m.contact_field_email()} type="email" autoComplete="email" required maxLength={254} />
      <FormField<ContactMessageCreateInput> name="phone" label={m.contact_field_phone()} type="tel" autoComplete="tel" maxLength={40} />
      <SelectField<ContactMessageCreateInput> name="office" label={m.contact_field_office()} options={officeOptions()} />
      <TextareaField<ContactMessageCreateInput> name="message" label={m.contact_field_message()} maxLength={5000} required />
      <HoneypotField />
      <FormSubmit label={m.contact_submit()} busyLabel={m.contact_submit_busy()} />
    </ZodForm>
  );
}
