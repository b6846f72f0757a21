import { formatMoney, m } from '@huron/shared/i18n';
import { FormField, FormSubmit, SelectField, ZodForm, useWatch, useZodForm } from '@huron/web/forms';
import { z } from 'zod';
import type { Referral } from '../api/get-referral';
import { usePatchReferral } from '../api/patch-referral';
import type { ActionsProps } from '../kinds/kind';
import { label } from '../kinds/labels';
import { dollarsToCents } from '../lib/detroit-time';
import { useStaffChange } from './conflict';

/** Forward only, as the API allows: pending -> contacted -> completed (reward) -> paid, or declined (reason) before paid. */
export const NEXT_STATUSES: Record<string, Array<'contacted' | 'completed' | 'paid' | 'declined'>> = {
  pending: ['contacted', 'declined'],
  contacted: ['completed', 'declined'],
  completed: ['paid', 'declined'],
};

const schema = z
  .object({ status: z.enum(['contacted', 'completed', 'paid', 'declined']), reward: z.string(), reason: z.string() })
  .superRefine((values, ctx) => {
    if (values.status === 'completed' && dollarsToCents(values.reward) === null)
      ctx.addIssue({ code: 'custom', path: ['reward'], message: m.admin_referral_reward_required() });
    if (values.status === 'declined' && values.reason.trim() === '')
      ctx.addIssue({ code: 'custom', path: ['reason'], message: m.admin_referral_reason_required() });
  });

export function ReferralWorkflow({ record, onSaved }: ActionsProps<Referral>) {
  const next = NEXT_STATUSES[record.status] ?? [];
  const form = useZodForm(schema, {
    defaultValues: { status: next[0] ?? 'contacted', reward: record.rewardCents ? (record.rewardCents / 100).toFixed(2) : '', reason: '' },
  });
  const { run, notice } = useStaffChange(() => onSaved());
  const patchReferral = usePatchReferral();
  const status = useWatch(form, 'status');
  if (next.length === 0) return null;
  return (
    <section className="card account-section" aria-labelledby="workflow-title">
      <h2 id="workflow-title">{m.admin_referral_workflow()}</h2>
      {record.rewardCents !== null && <p>{m.admin_referral_reward_now({ amount: formatMoney(record.rewardCents) })}</p>}
      {notice}
      <ZodForm
        form={form}
        label={m.admin_referral_workflow()}
        errorId="workflow-form-error"
        apiFields={{ rewardCents: 'reward', declineReason: 'reason' }}
        onSubmit={async (values) => {
          const rewardCents = dollarsToCents(values.reward);
          const body = {
            status: values.status,
            version: record.version,
            ...(values.status === 'completed' && rewardCents !== null ? { rewardCents } : {}),
            ...(values.status === 'declined' ? { declineReason: values.reason.trim() } : {}),
          };
          const saved = await run(() => patchReferral.mutateAsync({ id: record.id, body }), m.admin_saved());
          if (saved) onSaved(saved);
        }}
      >
        <SelectField name="status" label={m.admin_referral_next()} options={next.map((value) => ({ value, label: label(value) }))} />
        {status === 'completed' && <FormField name="reward" label={m.admin_referral_reward()} hint={m.admin_referral_reward_hint()} inputMode="decimal" />}
        {status === 'declined' && <FormField name="reason" label={m.admin_referral_reason()} />}
        <FormSubmit label={m.admin_save()} busyLabel={m.admin_saving()} />
      </ZodForm>
    </section>
  );
}

export default ReferralWorkflow;
