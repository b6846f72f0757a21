import { m } from '@huron/shared/i18n';
import { SelectField, useZodForm } from '@huron/web/forms';
import type { ComponentType } from 'react';
import { z } from 'zod';
import { useStaffMembers } from '../api/list-staff';
import type { ActionsProps } from '../kinds/kind';
import { StaffChangeForm } from './staff-change-form';
import { useStaffOptions } from './staff-select';

interface Assignable {
  id: string;
  assigneeId: string | null;
  version: number;
}

/** A kind's PATCH hook, as far as the assignee goes: `assigneeId` (null unassigns) with the version seen. */
type UseAssigneePatch<R> = () => { mutateAsync(variables: { id: string; body: { assigneeId: string | null; version: number } }): Promise<R> };

const schema = z.object({ assigneeId: z.string() });

function AssigneeFields<R extends Assignable>({ record, onSaved, usePatch }: ActionsProps<R> & { usePatch: UseAssigneePatch<R> }) {
  const options = useStaffOptions([{ value: '', label: m.admin_assignee_none() }]);
  const form = useZodForm(schema, { defaultValues: { assigneeId: record.assigneeId ?? '' } });
  const patch = usePatch();
  return (
    <StaffChangeForm
      id="assignee"
      title={m.admin_assignee_title()}
      form={form}
      change={({ assigneeId }) => patch.mutateAsync({ id: record.id, body: { assigneeId: assigneeId === '' ? null : assigneeId, version: record.version } })}
      saved={m.admin_assignee_saved()}
      submitLabel={m.admin_assignee_save()}
      onSaved={onSaved}
    >
      <SelectField name="assigneeId" label={m.admin_field_assignee()} options={options} />
    </StaffChangeForm>
  );
}

/** Who the record is assigned to: a staff picker saved with the version seen (409 says someone changed it first). */
export function AssigneeForm<R extends Assignable>(props: ActionsProps<R> & { usePatch: UseAssigneePatch<R> }) {
  const staff = useStaffMembers();
  // Mounted once the staff list is there, so the current assignee is the selected option.
  return staff.data ? <AssigneeFields {...props} /> : null;
}

/** A kind's actions with the assignee form above them. */
export function withAssignee<R extends Assignable>(Actions: ComponentType<ActionsProps<R>>, usePatch: UseAssigneePatch<R>) {
  return function AssignedActions(props: ActionsProps<R>) {
    return (
      <>
        <AssigneeForm {...props} usePatch={usePatch} />
        <Actions {...props} />
      </>
    );
  };
}
