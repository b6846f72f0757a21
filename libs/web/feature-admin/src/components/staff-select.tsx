import { m } from '@huron/shared/i18n';
import { useStaffMembers } from '../api/list-staff';

/** The staff members as select options (value: account id), "any" or "unassigned" first as the caller asks. */
export function useStaffOptions(first: Array<{ value: string; label: string }>) {
  const staff = useStaffMembers();
  return [...first, ...(staff.data ?? []).map((member) => ({ value: member.id, label: member.fullName ? `${member.fullName} (${member.email})` : member.email }))];
}

/** An uncontrolled select of staff members for a filter form: "Any" first. */
export function StaffFilterSelect({ id, name, defaultValue }: { id: string; name: string; defaultValue: string }) {
  const options = useStaffOptions([{ value: '', label: m.admin_filter_any() }]);
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
