import { m } from '@huron/shared/i18n';
import { toast } from '@huron/web/data-access';
import { FormField, FormSubmit, SelectField, ZodForm, useZodForm } from '@huron/web/forms';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { useOpenIntakeEngagement } from '../api/open-intake-engagement';
import { ENGAGEMENT_KINDS, engagementKindLabel, optionsFrom } from '../kinds/engagement-labels';
import { lastYear, taxYearField } from './tax-year';
import { useStaffOptions } from './staff-select';

const schema = z.object({
  engagementTaxYear: taxYearField,
  engagementKind: z.enum(ENGAGEMENT_KINDS),
  engagementAssignee: z.string().transform((value) => (value === '' ? null : value)),
});

/** "Open engagement" on a tax intake: one action that opens the client's engagement with the intake's documents. */
export function IntakeEngagement({ intakeId }: { intakeId: string }) {
  const form = useZodForm(schema, { defaultValues: { engagementTaxYear: lastYear(), engagementKind: 'individual', engagementAssignee: '' } });
  const open = useOpenIntakeEngagement(intakeId);
  const navigate = useNavigate();
  const assignees = useStaffOptions([{ value: '', label: m.admin_assignee_none() }]);
  return (
    <section className="card account-section" aria-labelledby="intake-engagement-title">
      <h2 id="intake-engagement-title">{m.admin_intake_engagement_title()}</h2>
      <p>{m.admin_intake_engagement_hint()}</p>
      <ZodForm
        form={form}
        label={m.admin_intake_engagement_title()}
        errorId="intake-engagement-error"
        apiFields={{ taxYear: 'engagementTaxYear', kind: 'engagementKind', assigneeUserId: 'engagementAssignee' }}
        onSubmit={async (values) => {
          const engagement = await open.mutateAsync({
            taxYear: values.engagementTaxYear,
            kind: values.engagementKind,
            assigneeUserId: values.engagementAssignee,
            invite: true,
          });
          toast.success(m.admin_engagement_created());
          await navigate(`/admin/engagements/${engagement.id}`);
        }}
      >
        <FormField name="engagementTaxYear" label={m.admin_field_tax_year()} inputMode="numeric" />
        <SelectField name="engagementKind" label={m.admin_field_kind()} options={optionsFrom(ENGAGEMENT_KINDS, engagementKindLabel)} />
        <SelectField name="engagementAssignee" label={m.admin_field_assignee()} options={assignees} />
        <FormSubmit label={m.admin_intake_open_engagement()} busyLabel={m.admin_saving()} />
      </ZodForm>
    </section>
  );
}
