import { m } from '@huron/shared/i18n';
import type { Application } from '../api/get-application';
import { usePatchApplication } from '../api/patch-application';
import { AssigneeForm } from '../components/assignee-form';
import { Documents } from '../components/documents';
import { statusNoteActions } from '../components/status-note-form';
import type { ActionsProps } from '../kinds/kind';
import { LEAD_STATUSES } from '../kinds/labels';

const StatusNote = statusNoteActions(LEAD_STATUSES, usePatchApplication);

/** The résumé (five-minute link), then status and note. Loaded with the detail screen only. */
export default function ApplicationActions(props: ActionsProps<Application>) {
  const { resume } = props.record;
  return (
    <>
      <Documents documents={resume ? [resume] : []} title={m.admin_field_resume()} />
      <AssigneeForm {...props} usePatch={usePatchApplication} />
      <StatusNote {...props} />
    </>
  );
}
