import { m } from '@huron/shared/i18n';
import { SelectField, useZodForm } from '@huron/web/forms';
import { useMemo } from 'react';
import { z } from 'zod';
import type { ActionsProps } from '../kinds/kind';
import { label } from '../kinds/labels';
import { StaffChangeForm } from './staff-change-form';

interface Versioned<Status extends string> {
  id: string;
  status: Status;
  version: number;
}

/**
 * The status form of a lead record (contact messages, group registrations, tax intakes, applications): one PATCH with
 * the version seen. Notes are no longer a field here: they are append-only entries (components/record-history.tsx).
 */
export function statusNoteActions<Status extends string, R extends Versioned<Status>>(
  statuses: readonly [Status, ...Status[]],
  usePatch: () => { mutateAsync(variables: { id: string; body: { status: NoInfer<Status>; version: number } }): Promise<R> },
) {
  return function StatusNoteActions({ record, onSaved }: ActionsProps<R>) {
    const schema = useMemo(() => z.object({ status: z.enum(statuses) }), []);
    const form = useZodForm(schema, { defaultValues: { status: record.status } });
    const patch = usePatch();
    return (
      <StaffChangeForm
        id="status"
        title={m.admin_status_section()}
        form={form}
        change={(values) => patch.mutateAsync({ id: record.id, body: { status: values.status, version: record.version } })}
        saved={m.admin_saved()}
        submitLabel={m.admin_save()}
        onSaved={onSaved}
      >
        <SelectField name="status" label={m.admin_field_status()} options={statuses.map((value) => ({ value, label: label(value) }))} />
      </StaffChangeForm>
    );
  };
}
