import { m } from '@huron/shared/i18n';
import { toast } from '@huron/web/data-access';
import { FormSubmit, SelectField, ZodForm, useZodForm } from '@huron/web/forms';
import { z } from 'zod';
import { useNotificationPreferences, type NotificationPreferences } from '../api/get-notification-preferences';
import { useSaveNotificationPreferences } from '../api/put-notification-preferences';
import { ApiFailure, Loading } from './api-failure';

type Kind = keyof NotificationPreferences;

/** The kinds in the order staff think of them, each with its words. */
const KINDS: Array<[Kind, () => string]> = [
  ['appointment_booked', m.admin_notify_appointment_booked],
  ['appointment_moved', m.admin_notify_appointment_moved],
  ['appointment_cancelled', m.admin_notify_appointment_cancelled],
  ['tax_intake_received', m.admin_notify_tax_intake_received],
  ['contact_message_received', m.admin_notify_contact_message_received],
  ['group_registration_received', m.admin_notify_group_registration_received],
  ['application_received', m.admin_notify_application_received],
  ['referral_received', m.admin_notify_referral_received],
  ['payment_received', m.admin_notify_payment_received],
  ['payment_refunded', m.admin_notify_payment_refunded],
];

const DELIVERIES = ['off', 'immediate', 'digest'] as const;
const schema = z.object(
  Object.fromEntries(KINDS.map(([kind]) => [kind, z.enum(DELIVERIES)])) as Record<Kind, z.ZodEnum<{ [D in (typeof DELIVERIES)[number]]: D }>>,
);

function PreferencesForm({ saved }: { saved: NotificationPreferences }) {
  const form = useZodForm(schema, { defaultValues: saved });
  const save = useSaveNotificationPreferences();
  const options = [
    { value: 'off', label: m.admin_notify_off() },
    { value: 'immediate', label: m.admin_notify_immediate() },
    { value: 'digest', label: m.admin_notify_digest() },
  ];
  return (
    <ZodForm
      form={form}
      label={m.admin_notifications_heading()}
      errorId="notification-preferences-error"
      onSubmit={async (values) => {
        await save.mutateAsync(values);
        toast.success(m.admin_notifications_saved());
      }}
    >
      <div className="admin-notify-grid">
        {KINDS.map(([kind, words]) => (
          <SelectField key={kind} name={kind} label={words()} options={options} />
        ))}
      </div>
      <FormSubmit label={m.admin_notifications_save()} busyLabel={m.admin_saving()} />
    </ZodForm>
  );
}

/** Per kind: only the office mailbox, a copy of each email, or one digest a day. */
export function NotificationPreferencesSection() {
  const preferences = useNotificationPreferences();
  return (
    <section className="card account-section" aria-labelledby="notifications-title">
      <h2 id="notifications-title">{m.admin_notifications_heading()}</h2>
      <p>{m.admin_notifications_intro()}</p>
      {preferences.isError ? (
        <ApiFailure error={preferences.error} retry={() => void preferences.refetch()} />
      ) : preferences.data ? (
        <PreferencesForm saved={preferences.data} />
      ) : (
        <Loading />
      )}
    </section>
  );
}
