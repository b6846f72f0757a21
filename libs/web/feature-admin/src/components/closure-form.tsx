import { m } from '@huron/shared/i18n';
import { toast } from '@huron/web/data-access';
import { FormField, FormSubmit, SelectField, ZodForm, useZodForm } from '@huron/web/forms';
import { z } from 'zod';
import { useAddClosure } from '../api/add-closure';
import { label, OFFICES } from '../kinds/labels';
import { detroitLocalToIso } from '../lib/detroit-time';

const time = () => z.string().refine((value) => detroitLocalToIso(value) !== null, { message: m.admin_move_invalid() });
const schema = z
  .object({ office: z.enum(OFFICES), startsAt: time(), endsAt: time(), reason: z.string().trim().min(1).max(200) })
  .refine((v) => (detroitLocalToIso(v.endsAt) ?? '') > (detroitLocalToIso(v.startsAt) ?? ''), { path: ['endsAt'], message: m.admin_closure_order() });

export function ClosureForm({ onAdded }: { onAdded(): void }) {
  const form = useZodForm(schema);
  const addClosure = useAddClosure();
  return (
    <section className="card account-section" aria-labelledby="closure-add-title">
      <h2 id="closure-add-title">{m.admin_closure_add()}</h2>
      <ZodForm
        form={form}
        label={m.admin_closure_add()}
        errorId="closure-form-error"
        onSubmit={async (values) => {
          await addClosure.mutateAsync({
            office: values.office,
            reason: values.reason,
            startsAt: detroitLocalToIso(values.startsAt)!,
            endsAt: detroitLocalToIso(values.endsAt)!,
          });
          toast.success(m.admin_closure_added());
          form.reset();
          onAdded();
        }}
      >
        <SelectField name="office" label={m.admin_field_office()} options={OFFICES.map((value) => ({ value, label: label(value) }))} />
        <FormField name="startsAt" label={m.admin_closure_from()} type="datetime-local" />
        <FormField name="endsAt" label={m.admin_closure_to()} type="datetime-local" />
        <FormField name="reason" label={m.admin_closure_reason()} />
        <FormSubmit label={m.admin_closure_add()} busyLabel={m.admin_saving()} />
      </ZodForm>
    </section>
  );
}
