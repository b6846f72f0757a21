import { m } from '@huron/shared/i18n';
import { toast } from '@huron/web/data-access';
import { FormField, FormSubmit, SelectField, ZodForm, useZodForm } from '@huron/web/forms';
import { z } from 'zod';
import { useNavigate } from 'react-router';
import { useCreateEngagement } from '../api/create-engagement';
import { ENGAGEMENT_KINDS, engagementKindLabel, optionsFrom } from '../kinds/engagement-labels';
import { useStaffOptions } from './staff-select';
import { lastYear, taxYearField } from './tax-year';

const createSchema = z.object({
  clientEmail: z.string().trim().min(1).max(254).pipe(z.email()),
  taxYear: taxYearField,
  kind: z.enum(ENGAGEMENT_KINDS),
  assigneeUserId: z.string().transform((value) => (value === '' ? null : value)),
});

/** Opens an engagement (client email, tax year, kind, assignee) and goes to it; someone without an account is invited. */
export default function EngagementCreateForm({ onCreated }: { onCreated(): void }) {
  const form = useZodForm(createSchema, { defaultValues: { taxYear: lastYear(), kind: 'individual', assigneeUserId: '' } });
  const create = useCreateEngagement();
  const navigate = useNavigate();
  const assignees = useStaffOptions([{ value: '', label: m.admin_assignee_none() }]);
  return (
    <details className="card account-section admin-create">
      <summary>{m.admin_engagement_create_title()}</summary>
      <p>{m.admin_engagement_create_hint()}</p>
      <ZodForm
        form={form}
        label={m.admin_engagement_create_title()}
        errorId="engagement-create-error"
        onSubmit={async (values) => {
          const created = await create.mutateAsync({ ...values, invite: true });
          toast.success(m.admin_engagement_created());
          onCreated();
          await navigate(`/admin/engagements/${created.id}`);
        }}
      >
        <FormField name="clientEmail" label={m.admin_field_client_email()} type="email" autoComplete="off" />
        <FormField name="taxYear" label={m.admin_field_tax_year()} inputMode="numeric" />
        <SelectField name="kind" label={m.admin_field_kind()} options={optionsFrom(ENGAGEMENT_KINDS, engagementKindLabel)} />
        <SelectField name="assigneeUserId" label={m.admin_field_assignee()} options={assignees} />
        <FormSubmit label={m.admin_engagement_create_submit()} busyLabel={m.admin_saving()} />
      </ZodForm>
    </details>
  );
}
