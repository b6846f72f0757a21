import { REFUND_REASON_LIMITS } from '@huron/shared/contracts/payments';
import { formatMoney, m } from '@huron/shared/i18n';
import { toast } from '@huron/web/data-access';
import { FormField, FormSubmit, TextareaField, ZodForm, useZodForm } from '@huron/web/forms';
import { ConfirmDialog } from '@huron/web/ui/dialog';
import { useMemo, useRef, useState } from 'react';
import { z } from 'zod';
import type { Payment } from '../api/get-payment';
import { useRefundPayment } from '../api/refund-payment';
import type { ActionsProps } from '../kinds/kind';
import { dollarsToCents } from '../lib/detroit-time';

const dollars = (cents: number) => (cents / 100).toFixed(2);

/**
 * Refund in dollars (prefilled with what is left; the API takes cents) with a reason, after a confirmation naming the
 * amount. Each confirmed refund sends its own Idempotency-Key, so a repeated request refunds once; the client is mailed.
 */
export function RefundForm({ record, onSaved }: ActionsProps<Payment>) {
  const left = record.amount - record.refunded;
  const schema = useMemo(
    () =>
      z.object({
        amount: z.string().refine(
          (value) => {
            const cents = dollarsToCents(value);
            return cents !== null && cents > 0 && cents <= left;
          },
          m.admin_refund_invalid({ amount: formatMoney(left) }),
        ),
        reason: z
          .string()
          .trim()
          .min(REFUND_REASON_LIMITS.min, m.admin_refund_reason_required())
          .max(REFUND_REASON_LIMITS.max, m.admin_refund_reason_required()),
      }),
    [left],
  );
  const form = useZodForm(schema, { defaultValues: { amount: dollars(left), reason: '' } });
  const refundPayment = useRefundPayment();
  const [asking, setAsking] = useState<{ cents: number; answer(confirmed: boolean): void } | null>(null);
  const key = useRef('');
  if (!['paid', 'partially_refunded'].includes(record.status) || left <= 0) return null;
  const confirm = (cents: number) =>
    new Promise<boolean>((answer) => {
      key.current = crypto.randomUUID();
      setAsking({ cents, answer });
    });
  const close = (confirmed: boolean) => {
    asking?.answer(confirmed);
    setAsking(null);
  };
  return (
    <section className="card account-section" aria-labelledby="refund-title">
      <h2 id="refund-title">{m.admin_refund_title()}</h2>
      <p>{m.admin_refund_left({ amount: formatMoney(left) })}</p>
      <ZodForm
        form={form}
        label={m.admin_refund_title()}
        errorId="refund-form-error"
        onSubmit={async ({ amount, reason }) => {
          const cents = dollarsToCents(amount)!;
          if (!(await confirm(cents))) return;
          const saved = await refundPayment.mutateAsync({ id: record.id, amount: cents, reason, idempotencyKey: key.current });
          toast.success(m.admin_refunded({ amount: formatMoney(cents) }));
          onSaved(saved);
        }}
      >
        <FormField name="amount" label={m.admin_refund_amount()} hint={m.admin_refund_hint()} inputMode="decimal" />
        <TextareaField name="reason" label={m.admin_refund_reason()} hint={m.admin_refund_reason_hint()} rows={2} maxLength={REFUND_REASON_LIMITS.max} />
        <FormSubmit label={m.admin_refund_submit()} busyLabel={m.admin_saving()} />
      </ZodForm>
      <ConfirmDialog
        open={asking !== null}
        title={m.admin_refund_confirm_title({ amount: formatMoney(asking?.cents ?? 0), name: record.name })}
        confirmLabel={m.admin_refund_confirm()}
        cancelLabel={m.admin_refund_keep()}
        onConfirm={() => close(true)}
        onClose={() => close(false)}
      >
        <p>{m.admin_refund_confirm_body()}</p>
      </ConfirmDialog>
    </section>
  );
}

export default RefundForm;
