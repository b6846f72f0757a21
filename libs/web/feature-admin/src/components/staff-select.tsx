import { m } from '@huron/shared/i18n';
import { useStaffMembers } from '../api/list-staff';

/** The staff members as select options (value: account id), "any" or "unassigned" first as the caller asks. */
export function useStaffOptions(first: Array<{ value: string; label: string }>) {
  const staff = useStaffMembers();
  return [
    ...first,
    ...(staff.data ?? []).map((member) => ({ value: member.id, label: member.fullName ? `${member.fullName} (${member.email})` : member.email })),
  ];
}

/** An uncontrolled select of staff members for a filter form: any, (me,) unassigned, then each staff member. */
export function StaffFilterSelect({ id, name, defaultValue, me }: { id: string; name: string; defaultValue: string; me: boolean }) {
  const options = useStaffOptions([
    { value: '', label: m.admin_filter_any() },
    ...(me ? [{ value: 'me', label: m.admin_assignee_me() }] : []),
    { value: 'none', label: m.admin_assignee_none() },
  ]);
  const staff = useStaffMembers();
  // Remounted when the staff list arrives, so the value from the URL is selected.
  return (
    <select id={id} name={name} className="field__input" defaultValue={defaultValue} key={staff.data ? 'loaded' : 'loading'}>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}

/** A staff member's name (or email) from the staff list, "Unassigned" for none. */
export function StaffName({ id }: { id: string | null }) {
  const staff = useStaffMembers();
  if (id === null) return m.admin_assignee_none();
  const member = staff.data?.find((candidate) => candidate.id === id);
  return member ? (member.fullName ?? member.email) : null;
}
