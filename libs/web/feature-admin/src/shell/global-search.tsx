import { m } from '@huron/shared/i18n';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { SEARCH_MIN, useSearch, type AdminSearchHit } from '../api/search';

/** Waits this long after the last key before asking (a stale request is aborted anyway). */
const DEBOUNCE_MS = 200;

const KIND_WORDS: Record<AdminSearchHit['kind'], () => string> = {
  'tax-intakes': m.admin_search_kind_tax_intakes,
  'contact-messages': m.admin_search_kind_contact_messages,
  appointments: m.admin_search_kind_appointments,
  applications: m.admin_search_kind_applications,
  'group-registrations': m.admin_search_kind_group_registrations,
  payments: m.admin_search_kind_payments,
  'tax-school-registrations': m.admin_search_kind_tax_school_registrations,
  referrals: m.admin_search_kind_referrals,
  engagements: m.admin_search_kind_engagements,
  people: m.admin_search_kind_people,
};

/** Is the key going into a field of its own (then "/" is a character, not the search's shortcut)? */
function typingIn(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));
}

/**
 * The header's search across every kind (ARIA 1.2 combobox with a listbox popup): answers while typing, arrow keys
 * move through the hits, Enter opens one, Escape closes the list (then clears the text); "/" anywhere focuses it.
 */
export function GlobalSearch() {
  const id = useId();
  const listId = `${id}-list`;
  const input = useRef<HTMLInputElement>(null);
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);

  useEffect(() => {
    const timer = setTimeout(() => setQ(text.trim()), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey || typingIn(event.target)) return;
      event.preventDefault();
      input.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  const search = useSearch(q);
  const ready = q.length >= SEARCH_MIN && search.data !== undefined;
  const items = ready ? search.data.items : [];
  const current = ready && !search.isPlaceholderData;
  useEffect(() => setActive(-1), [search.data]);
  const expanded = open && text.trim().length >= SEARCH_MIN;

  function choose(hit: AdminSearchHit) {
    setOpen(false);
    setText('');
    navigate(hit.path);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (items.length === 0) return;
      const last = items.length - 1;
      setActive((index) => (event.key === 'ArrowDown' ? (index >= last ? 0 : index + 1) : index <= 0 ? last : index - 1));
    } else if (event.key === 'Enter') {
      const hit = items[active];
      if (expanded && hit) {
        event.preventDefault();
        choose(hit);
      }
    } else if (event.key === 'Escape') {
      if (expanded) setOpen(false);
      else setText('');
    }
  }

  const status = !expanded
    ? ''
    : text.trim() !== q || !current
      ? m.admin_search_busy()
      : items.length === 0
        ? m.admin_search_none()
        : m.admin_search_results({ count: items.length });

  return (
    <div className="admin-search" role="search" aria-label={m.admin_search_label()}>
      <label htmlFor={`${id}-input`} className="visually-hidden">
        {m.admin_search_label()}
      </label>
      <input
        ref={input}
        id={`${id}-input`}
        className="admin-search__input"
        type="text"
        role="combobox"
        autoComplete="off"
        spellCheck={false}
        placeholder={m.admin_search_placeholder()}
        aria-keyshortcuts="/"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 && items[active] ? `${id}-hit-${active}` : undefined}
        maxLength={100}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      />
      <ul id={listId} role="listbox" aria-label={m.admin_search_label()} className="admin-search__list" hidden={!expanded || items.length === 0}>
        {items.map((hit, index) => (
          <li
            key={`${hit.kind}-${hit.id}`}
            id={`${id}-hit-${index}`}
            role="option"
            aria-selected={index === active}
            className="admin-search__hit"
            // Keeps the focus in the field, so the click lands before the list closes.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(hit)}
          >
            <span className="admin-search__label">{hit.label}</span>
            <span className="admin-search__meta">
              {KIND_WORDS[hit.kind]()} · {hit.secondary}
            </span>
          </li>
        ))}
      </ul>
      <p role="status" className="visually-hidden">
        {status}
      </p>
    </div>
  );
}
