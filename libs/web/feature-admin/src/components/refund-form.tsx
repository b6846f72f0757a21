import { formatMoney, m } from '@huron/shared/i18n';
import { toast } from '@huron/web/data-access';
import { FormField, FormSubmit, ZodForm, useZodForm } from '@huron/web/forms';
import { z } from 'zod';
import type { Payment } from '../api/get-payment';
import { useRefundPayment } from '../api/refund-payment';
import type { ActionsProps } from '../kinds/kind';
import { dollarsToCents } from '../lib/detroit-time';

const refundSchema = z.object({
  amount: z.string().refine((value) => value.trim() === '' || (dollarsToCents(value) ?? 0) > 0, { message: m.admin_refund_invalid() }),
});

/** Refund in dollars (empty: everything not yet refunded); the API takes cents. */
export function RefundForm({ record, onSaved }: ActionsProps<Payment>) {
  const form = useZodForm(refundSchema);
  const refundPayment = useRefundPayment();
  const left = record.amount - record.refunded;
  if (!['paid', 'partially_refunded'].includes(record.status) || left <= 0) return null;
  return (
    <section className="card account-section" aria-labelledby="refund-title">
      <h2 id="refund-title">{m.admin_refund_title()}</h2>
      <p>{m.admin_refund_left({ amount: formatMoney(left) })}</p>
      <ZodForm
        form={form}
        label={m.admin_refund_title()}
        errorId="refund-form-error"
        onSubmit={async ({ amount }) => {
          const cents = amount.trim() === '' ? undefined : dollarsToCents(amount)!;
          const saved = await refundPayment.mutateAsync({ id: record.id, amount: cents });
          toast.success(m.admin_refunded({ amount: formatMoney(cents ?? left) }));
          onSaved(saved);
        }}
      >
        <FormField name="amount" label={m.admin_refund_amount()} hint={m.admin_refund_hint()} inputMode="decimal" />
        <FormSubmit label={m.admin_refund_submit()} busyLabel={m.admin_saving()} />
      </ZodForm>
    </section>
  );
}

export default RefundForm;
