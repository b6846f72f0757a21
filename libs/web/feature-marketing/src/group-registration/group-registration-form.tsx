import {
  GROUP_NOTES_MAX,
  GROUP_REGISTRATION_ISSUE,
  GROUP_SIZE_MAX,
  GROUP_SIZE_MIN,
  groupRegistrationCreateSchema,
  type GroupRegistrationCreate,
  type GroupRegistrationInput,
  type GroupRegistrationReceipt,
} from '@huron/shared/contracts/group-registration';
import { offices } from '@huron/shared/content';
import { m } from '@huron/shared/i18n';
import { formFailure, keyPerBody } from '@huron/web/data-access/api';
import { FormField, FormSubmit, FormSuccess, HoneypotField, SelectField, TextareaField, ZodForm, useFormStartedAt, useZodForm } from '@huron/web/forms';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { affiliateFromQuery } from './affiliate-from-query';
import { useSendGroupRegistration } from '../api/send-group-registration';

type Input = GroupRegistrationInput;

const officeOptions = () => [
  { value: '', label: m.group_office_none() },
  ...offices.map((office) => ({ value: office.slug, label: office.name })),
  { value: 'remote', label: m.group_office_remote() },
];

const reasons = {
  [GROUP_REGISTRATION_ISSUE.phone]: () => m.group_error_phone(),
  [GROUP_REGISTRATION_ISSUE.groupSize]: () => m.group_error_group_size({ min: GROUP_SIZE_MIN, max: GROUP_SIZE_MAX }),
  [GROUP_REGISTRATION_ISSUE.affiliate]: () => m.group_error_affiliate(),
};

/** The group discount registration; loaded lazily by the page, it gives way to the reference on success. */
export default function GroupRegistrationForm() {
  const form = useZodForm(groupRegistrationCreateSchema, { reasons });
  const [query] = useSearchParams();
  const affiliate = affiliateFromQuery(query);
  const keyFor = useMemo(keyPerBody, []);
  const startedAt = useFormStartedAt();
  const [receipt, setReceipt] = useState<GroupRegistrationReceipt | null>(null);
  const sendGroupRegistration = useSendGroupRegistration();

  async function send(values: GroupRegistrationCreate) {
    const body = { ...values, affiliate, startedAt: startedAt() };
    try {
      setReceipt(await sendGroupRegistration.mutateAsync({ body, idempotencyKey: keyFor(body) }));
    } catch (error) {
      throw formFailure(error, form, { network: m.group_error_network(), server: m.group_error_server() });
    }
  }

  if (receipt) {
    return (
      <FormSuccess>
        <h3>{m.group_success_title()}</h3>
        <p>{m.group_success_reference({ reference: receipt.reference })}</p>
        <p>{m.group_success_next()}</p>
      </FormSuccess>
    );
  }

  return (
    <ZodForm form={form} label={m.group_form_label()} errorId="group-registration-error" onSubmit={send}>
      <FormField<Input> name="organization" label={m.group_field_organization()} autoComplete="organization" required maxLength={200} />
      <FormField<Input> name="contactName" id="contact-name" label={m.group_field_contact_name()} autoComplete="name" required maxLength={200} />
      <FormField<Input> name="email" label={m.group_field_email()} type="email" autoComplete="email" required maxLength={254} />
      <FormField<Input> name="phone" label={m.group_field_phone()} type="tel" autoComplete="tel" required maxLength={24} />
      <FormField<Input>
        name="groupSize"
        id="group-size"
        label={m.group_field_group_size()}
        hint={m.group_field_group_size_hint({ min: GROUP_SIZE_MIN })}
        type="number"
        inputMode="numeric"
        min={GROUP_SIZE_MIN}
        max={GROUP_SIZE_MAX}
        step={1}
        required
      />
      <SelectField<Input> name="office" label={m.group_field_office()} options={officeOptions()} />
      <TextareaField<Input> name="notes" label={m.group_field_notes()} rows={4} maxLength={GROUP_NOTES_MAX} />
      {affiliate && <p className="muted">{m.group_affiliate_kept({ affiliate })}</p>}
      <HoneypotField />
      <FormSubmit label={m.group_submit()} busyLabel={m.group_submit_busy()} />
    </ZodForm>
  );
}
