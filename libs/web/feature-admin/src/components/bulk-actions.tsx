import '../work.css';
import { m } from '@huron/shared/i18n';
import { toast, useAuth } from '@huron/web/data-access';
import { ConfirmDialog } from '@huron/web/ui/dialog';
import { useEffect, useId, useMemo, useState } from 'react';
import { useBulkAction, type BulkRequest } from '../api/bulk-action';
import { label } from '../kinds/labels';
import { useStaffOptions } from './staff-select';

export type WorkKind = BulkRequest['kind'];

/** The rows of a list page chosen for a bulk change (ids), kept to the rows on screen. */
export interface RowSelection {
  selected: ReadonlySet<string>;
  toggle(id: string): void;
  /** Selects every row on the page, or none. */
  setAll(checked: boolean): void;
  clear(): void;
}

export function useRowSelection(ids: string[]): RowSelection {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const key = ids.join(',');
  // Another page or other filters: only rows still on screen stay selected.
  useEffect(() => setSelected((current) => new Set([...current].filter((id) => ids.includes(id)))), [key]); // eslint-disable-line react-hooks/exhaustive-deps
  return useMemo(
    () => ({
      selected,
      toggle: (id) =>
        setSelected((current) => {
          const next = new Set(current);
          if (!next.delete(id)) next.add(id);
          return next;
        }),
      setAll: (checked) => setSelected(checked ? new Set(ids) : new Set()),
      clear: () => setSelected(new Set()),
    }),
    [selected, key], // eslint-disable-line react-hooks/exhaustive-deps
  );
}

/** What the action select offers: `assign:<user id>`, `assign:none`, `status:<status>`. */
function actionOf(value: string): BulkRequest['action'] | null {
  const [type, target] = [value.slice(0, value.indexOf(':')), value.slice(value.indexOf(':') + 1)];
  if (type === 'assign') return { type: 'assign', assigneeId: target === 'none' ? null : target };
  if (type === 'status') return { type: 'status', status: target };
  return null;
}

/**
 * The bar above a list whose rows can be changed together: how many are selected (announced), one change (assign to
 * someone, or a status), Apply, then one confirmation; POST /api/admin/bulk changes all of them or none.
 */
export function BulkActions({ kind, statuses, selection }: { kind: WorkKind; statuses: readonly string[]; selection: RowSelection }) {
  const id = useId();
  const { session } = useAuth();
  const [value, setValue] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const bulk = useBulkAction();
  const staffOptions = useStaffOptions([]);
  const count = selection.selected.size;
  const options = [
    ...(session ? [{ value: `assign:${session.user.id}`, label: m.admin_bulk_me() }] : []),
    { value: 'assign:none', label: m.admin_assignee_none() },
    ...staffOptions.filter((option) => option.value !== session?.user.id).map((option) => ({ value: `assign:${option.value}`, label: option.label })),
  ];
  const action = actionOf(value);
  const chosen = [...options, ...statuses.map((status) => ({ value: `status:${status}`, label: label(status) }))].find((option) => option.value === value);
  const question = !action
    ? ''
    : action.type === 'status'
      ? m.admin_bulk_confirm_status({ count, status: label(action.status) })
      : action.assigneeId === null
        ? m.admin_bulk_confirm_unassign({ count })
        : m.admin_bulk_confirm_assign({ count, who: chosen?.label ?? '' });

  async function apply() {
    if (!action) return;
    setError(null);
    try {
      const result = await bulk.mutateAsync({ kind, ids: [...selection.selected], action });
      toast.success(m.admin_bulk_done({ count: result.changed }));
      selection.clear();
      setValue('');
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : m.admin_load_failed());
    } finally {
      setConfirming(false);
    }
  }

  return (
    <section className="admin-bulk cluster" aria-label={m.admin_bulk_label()}>
      <p className="admin-bulk__count" role="status" aria-live="polite">
        {count ? m.admin_bulk_selected({ count }) : m.admin_bulk_none_selected()}
      </p>
      <label htmlFor={`${id}-action`}>{m.admin_bulk_action()}</label>
      <select id={`${id}-action`} className="field__input admin-bulk__select" value={value} onChange={(event) => setValue(event.target.value)}>
        <option value="">{m.admin_bulk_choose()}</option>
        <optgroup label={m.admin_bulk_assign_to()}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </optgroup>
        <optgroup label={m.admin_bulk_set_status()}>
          {statuses.map((status) => (
            <option key={status} value={`status:${status}`}>
              {label(status)}
            </option>
          ))}
        </optgroup>
      </select>
      <button type="button" className="button button--primary" disabled={!count || !value} onClick={() => setConfirming(true)}>
        {m.admin_bulk_apply()}
      </button>
      {count > 0 && (
        <button type="button" className="button button--secondary" onClick={() => selection.clear()}>
          {m.admin_bulk_clear()}
        </button>
      )}
      {error && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
      <ConfirmDialog
        open={confirming}
        title={question}
        confirmLabel={m.admin_bulk_confirm_yes()}
        busyLabel={m.admin_saving()}
        cancelLabel={m.admin_bulk_confirm_no()}
        busy={bulk.isPending}
        onConfirm={() => void apply()}
        onClose={() => setConfirming(false)}
      >
        <p>{m.admin_bulk_selected({ count })}</p>
      </ConfirmDialog>
    </section>
  );
}
