import type { TaxIntake } from '../api/get-tax-intake';
import { usePatchTaxIntake } from '../api/patch-tax-intake';
import { Documents } from '../components/documents';
import { statusNoteActions } from '../components/status-note-form';
import type { ActionsProps } from '../kinds/kind';
import { LEAD_STATUSES } from '../kinds/labels';

const StatusNote = statusNoteActions(LEAD_STATUSES, usePatchTaxIntake);

/** The intake's documents (five-minute links), then status and note. Loaded with the detail screen only. */
export default function TaxIntakeActions(props: ActionsProps<TaxIntake>) {
  return (
    <>
      <Documents documents={props.record.documents} />
      <StatusNote {...props} />
    </>
  );
}
