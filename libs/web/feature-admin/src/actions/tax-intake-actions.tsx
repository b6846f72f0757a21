import type { TaxIntake } from '../api/get-tax-intake';
import { usePatchTaxIntake } from '../api/patch-tax-intake';
import { AssigneeForm } from '../components/assignee-form';
import { Documents } from '../components/documents';
import { IntakeEngagement } from '../components/intake-engagement';
import { statusNoteActions } from '../components/status-note-form';
import type { ActionsProps } from '../kinds/kind';
import { LEAD_STATUSES } from '../kinds/labels';

const StatusNote = statusNoteActions(LEAD_STATUSES, usePatchTaxIntake);

/** The intake's documents (five-minute links), status and note, and "Open engagement". Loaded with the detail screen only. */
export default function TaxIntakeActions(props: ActionsProps<TaxIntake>) {
  return (
    <>
      <Documents documents={props.record.documents} />
      <AssigneeForm {...props} usePatch={usePatchTaxIntake} />
      <StatusNote {...props} />
      <IntakeEngagement intakeId={props.record.id} />
    </>
  );
}
