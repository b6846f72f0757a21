import { dollarsToCents } from '@huron/shared/contracts/payments';
import type { PaymentFormInput, paymentFormSchema } from '@huron/shared/contracts/payments';
import { m } from '@huron/shared/i18n';
import { checkoutUrlOf } from '@huron/web/data-access/api';
import { FormField, FormSubmit, FormSuccess, ZodForm, useZodForm } from '@huron/web/forms';
import { PageMeta } from '@huron/web/ui';
import { crumbs, FormPage } from '@huron/web/ui/page-parts';
import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { useCreateCheckout } from '../api/create-checkout';
import { PaymentNotes } from '../components/payment-notes';
import { savedPaymentForm, savePaymentForm } from '../components/saved-payment-form';

const loadPaymentFormSchema = (): Promise<typeof paymentFormSchema> => import('../payment-form-schema').then((module) => module.paymentFormSchema);

/** What the payment page sends as course (the spec's create-payment call). */
const COURSE = 'Tax Services';

export function PaymentPage() {
  const form = useZodForm(loadPaymentFormSchema, { reasons: { amount_too_small: m.payment_amount_too_small } });
  const [redirecting, setRedirecting] = useState(false);
  const createCheckout = useCreateCheckout();

  // "Try Again" after a cancelled checkout: refill what was typed in this tab.
  useEffect(() => {
    const saved = savedPaymentForm();
    if (saved) form.reset(saved);
  }, [form]);

  async function pay(values: PaymentFormInput) {
    savePaymentForm(values);
    const url = await checkoutUrlOf(() =>
      createCheckout.mutateAsync({
        amount: dollarsToCents(values.amount),
        description: values.description ?? '',
        name: values.name,
        email: values.email,
        phone: values.phone,
        course: COURSE,
      }),
    );
    // Commit the success message before leaving, so it shows while the next page loads.
    flushSync(() => setRedirecting(true));
    window.location.assign(url);
  }

  return (
    <>
      <PageMeta title={m.payment_meta_title()} description={m.payment_meta_description()} path="/payment" />
      <FormPage title={m.payment_title()} lead={m.payment_lead()} breadcrumbs={crumbs({ label: m.payment_title(), path: '/payment' })} width="wide">
        <div className="payment-layout">
          <div className="card">
            {redirecting && (
              <FormSuccess>
                <p>{m.payment_success()}</p>
              </FormSuccess>
            )}
            <ZodForm form={form} label={m.payment_form_label()} errorId="payment-error" onSubmit={pay}>
              <FormField<PaymentFormInput> name="name" label={m.payment_field_name()} type="text" autoComplete="name" required />
              <FormField<PaymentFormInput> name="email" label={m.payment_field_email()} type="email" autoComplete="email" required />
              <FormField<PaymentFormInput> name="phone" label={m.payment_field_phone()} type="tel" autoComplete="tel" required />
              <FormField<PaymentFormInput>
                name="amount"
                label={m.payment_field_amount()}
                type="number"
                inputMode="decimal"
                step="0.01"
                min="0.01"
                required
                hint={m.payment_field_amount_hint()}
              />
              <FormField<PaymentFormInput> name="description" label={m.payment_field_description()} type="text" hint={m.payment_field_description_hint()} />
              <FormSubmit label={m.payment_submit()} busyLabel={m.payment_submit_busy()} />
            </ZodForm>
          </div>
          <PaymentNotes />
        </div>
      </FormPage>
    </>
  );
}
