import { m } from '@huron/shared/i18n';
import type { FormEvent } from 'react';
import type { FilterSpec } from '../kinds/kind';
import { StaffFilterSelect } from './staff-select';

/**
 * The list's filters as a GET-style form: submitting replaces the URL's query (back button and shared links keep
 * the view). Uncontrolled and keyed by the query, so it shows what the URL says.
 */
export function FilterForm({ filters, values, onApply }: { filters: FilterSpec[]; values: URLSearchParams; onApply(next: Record<string, string>): void }) {
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    onApply(Object.fromEntries(filters.map((filter) => [filter.name, String(data.get(filter.name) ?? '').trim()])));
  }
  return (
    <form className="admin-filters" role="search" aria-label={m.admin_filters_label()} onSubmit={submit} key={values.toString()}>
      {filters.map((filter) => {
        const id = `filter-${filter.name}`;
        const value = values.get(filter.name) ?? '';
        return (
          <div className="field" key={filter.name}>
            <label htmlFor={id}>{filter.label()}</label>
            {filter.type === 'staff' ? (
              <StaffFilterSelect id={id} name={filter.name} defaultValue={value} me={filter.me ?? false} />
            ) : filter.type === 'select' ? (
              <select id={id} name={filter.name} className="field__input" defaultValue={value}>
                {filter.options().map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            ) : (
              <input id={id} name={filter.name} className="field__input" type={filter.type} defaultValue={value} />
            )}
          </div>
        );
      })}
      <div className="admin-filters__actions">
        <button type="submit" className="button button--primary">
          {m.admin_filter_apply()}
        </button>
        <button type="button" className="button button--secondary" onClick={() => onApply({})}>
          {m.admin_filter_clear()}
        </button>
      </div>
    </form>
  );
}
