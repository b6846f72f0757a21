import { usePatchGroupRegistration } from '../api/patch-group-registration';
import { withAssignee } from '../components/assignee-form';
import { statusNoteActions } from '../components/status-note-form';
import { LEAD_STATUSES } from '../kinds/labels';

/** Loaded with the detail screen only (React.lazy), so lists and the overview never ship the form kit and zod. */
export default withAssignee(statusNoteActions(LEAD_STATUSES, usePatchGroupRegistration), usePatchGroupRegistration);
