import { m } from '@huron/shared/i18n';
import type { ReferralCreate, referralCreateSchema } from '@huron/shared/contracts/referrals';
import { FormField, FormSubmit, ZodForm, useForm, useFormStartedAt, useZodForm } from '@huron/web/forms';
import { useLayoutEffect, useRef } from 'react';

const loadReferralCreateSchema = (): Promise<typeof referralCreateSchema> =>
  import('@huron/shared/contracts/referrals').then((module) => module.referralCreateSchema);

export interface Referrer {
  name: string;
  email: string;
}

/**
 * Referrer and friend. Signed in, the referrer's fields hold the account's name and email, read-only (the server
 * uses the account's address whatever is sent). `onSubmit` throws to show the service's answer under the form.
 * The prerendered page shows the form as a signed-out visitor sees it; whenever the referrer differs from what the
 * fields show (a form opened signed in, the session check finding an account, signing out), they change in place,
 * before the browser paints, and what was typed for the friend stays.
 */
export function ReferralForm({ referrer, onSubmit }: { referrer: Referrer | null; onSubmit(values: ReferralCreate): Promise<void> }) {
  const form = useZodForm(loadReferralCreateSchema);
  const startedAt = useFormStartedAt();
  const shownFor = useRef<string | undefined>(undefined);
  const name = referrer?.name;
  const email = referrer?.email;
  useLayoutEffect(() => {
    const showing = email === undefined ? undefined : `${name}\n${email}`;
    if (shownFor.current === showing) return;
    shownFor.current = showing;
    form.reset({ ...form.getValues(), referrerName: name ?? '', referrerEmail: email ?? '' });
  }, [form, name, email]);
  const locked = referrer ? { readOnly: true } : {};
  return (
    <ZodForm form={form} label={m.referrals_form_label()} errorId="referral-error" onSubmit={(values) => onSubmit({ ...values, startedAt: startedAt() })}>
      <p className="muted">{referrer ? m.referrals_signed_in_note() : m.referrals_signed_out_note()}</p>
      <FormField<ReferralCreate>
        name="referrerName"
        id="referral-referrer-name"
        label={m.referrals_field_referrer_name()}
        type="text"
        autoComplete="name"
        required
        {...locked}
      />
      <FormField<ReferralCreate>
        name="referrerEmail"
        id="referral-referrer-email"
        label={m.referrals_field_referrer_email()}
        type="email"
        autoComplete="email"
        required
        {...locked}
      />
      <FormField<ReferralCreate> name="friendName" id="referral-friend-name" label={m.referrals_field_friend_name()} type="text" autoComplete="off" required />
      <FormField<ReferralCreate>
        name="friendEmail"
        id="referral-friend-email"
        label={m.referrals_field_friend_email()}
        type="email"
        autoComplete="off"
        required
      />
      <FormField<ReferralCreate> name="friendPhone" id="referral-friend-phone" label={m.referrals_field_friend_phone()} type="tel" autoComplete="off" />
      <Honeypot />
      <FormSubmit label={m.referrals_submit()} busyLabel={m.referrals_submit_busy()} />
    </ZodForm>
  );
}

/** A field people never see or reach; form-filling bots do fill it, and the server then stores and sends nothing. */
function Honeypot() {
  const { register } = useForm();
  return (
    <div className="visually-hidden" aria-hidden="true">
      <label htmlFor="referral-website">{m.referrals_field_website()}</label>
      <input id="referral-website" type="text" tabIndex={-1} autoComplete="off" {...register('website')} />
    </div>
  );
}
