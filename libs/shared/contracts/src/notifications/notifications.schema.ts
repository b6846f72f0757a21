import { z } from 'zod';

/**
 * What the firm is told about, one email each to the responsible office (or the firm's address): the kinds a staff
 * member can also follow personally, at once or in one daily digest per kind.
 */
export const NOTIFICATION_KINDS = [
  'appointment_booked',
  'appointment_moved',
  'appointment_cancelled',
  'referral_received',
  'payment_received',
  'payment_refunded',
  'application_received',
  'group_registration_received',
  'tax_intake_received',
  'contact_message_received',
] as const;

/** off: the office mailbox only; immediate: a copy of each email; digest: one email a day listing the kind's events. */
export const NOTIFICATION_DELIVERIES = ['off', 'immediate', 'digest'] as const;

export const notificationKindSchema = z.enum(NOTIFICATION_KINDS).meta({ id: 'NotificationKind' });
export const notificationDeliverySchema = z.enum(NOTIFICATION_DELIVERIES).meta({
  id: 'NotificationDelivery',
  description: 'off: only the office mailbox hears of it; immediate: one email to you per event; digest: one email a day per kind',
});

const deliveries = Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, notificationDeliverySchema])) as Record<
  (typeof NOTIFICATION_KINDS)[number],
  typeof notificationDeliverySchema
>;

/** Every kind with the signed-in staff member's choice ('off' when never chosen). */
export const notificationPreferencesSchema = z
  .strictObject(deliveries)
  .meta({ id: 'NotificationPreferences', description: "The signed-in staff member's choice per kind of event" });

/** PUT body: the kinds to set; a kind left out keeps its current choice. */
export const notificationPreferencesUpdateSchema = z
  .strictObject(
    Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, notificationDeliverySchema.optional()])) as {
      [K in (typeof NOTIFICATION_KINDS)[number]]: z.ZodOptional<typeof notificationDeliverySchema>;
    },
  )
  .meta({ id: 'NotificationPreferencesUpdate', description: 'The kinds to change; a kind left out keeps its current choice' });

export type NotificationKind = z.infer<typeof notificationKindSchema>;
export type NotificationDelivery = z.infer<typeof notificationDeliverySchema>;
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;
export type NotificationPreferencesUpdate = z.infer<typeof notificationPreferencesUpdateSchema>;
