import { m } from '@huron/shared/i18n';
import { useEffect, useRef, useState, type KeyboardEvent as ReactKeyboardEvent } from 'react';
import { useThemeStore, type ThemePreference } from '@huron/web/data-access';
import { Icon, type IconName } from '@huron/web/ui';

const OPTIONS: Array<{ value: ThemePreference; label: () => string; icon: IconName }> = [
  { value: 'light', label: m.theme_picker_light, icon: 'sun' },
  { value: 'dark', label: m.theme_picker_dark, icon: 'moon' },
  { value: 'system', label: m.theme_picker_system, icon: 'monitor' },
];

/** Where arrow, Home and End keys move focus among the options (the WAI-ARIA menu button pattern). */
function nextIndex(key: string, current: number): number | undefined {
  const last = OPTIONS.length - 1;
  if (key === 'ArrowDown') return current === last ? 0 : current + 1;
  if (key === 'ArrowUp') return current === 0 ? last : current - 1;
  if (key === 'Home') return 0;
  if (key === 'End') return last;
  return undefined;
}

/**
 * Light / dark / system, kept in localStorage under "theme". A menu button: the menu opens with focus on the
 * current choice, arrows move, Enter or Space chooses, Escape closes; focus then returns to the button.
 */
export function ThemePicker() {
  const preference = useThemeStore((s) => s.preference);
  const resolved = useThemeStore((s) => s.resolved);
  const setPreference = useThemeStore((s) => s.setPreference);
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const items = useRef<Array<HTMLButtonElement | null>>([]);

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) button.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    items.current[
      Math.max(
        0,
        OPTIONS.findIndex((o) => o.value === preference),
      )
    ]?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!ref.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
    // Focus the current choice only when the menu opens, not when the choice changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  const onMenuKeyDown = (event: ReactKeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' || event.key === 'Tab') {
      if (event.key === 'Escape') event.preventDefault();
      close(event.key === 'Escape');
      return;
    }
    const current = items.current.findIndex((item) => item === document.activeElement);
    const next = nextIndex(event.key, current);
    if (next === undefined) return;
    event.preventDefault();
    items.current[next]?.focus();
  };

  return (
    <div className="theme-picker" ref={ref}>
      <button
        ref={button}
        type="button"
        className="icon-button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? 'theme-menu' : undefined}
        aria-label={m.theme_picker_button_label({ preference })}
        onClick={() => setOpen((v) => !v)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault();
            setOpen(true);
          }
        }}
      >
        <Icon name={resolved === 'dark' ? 'moon' : 'sun'} />
      </button>
      {open && (
        <div id="theme-menu" className="theme-picker__menu" role="menu" aria-label={m.theme_picker_colour_theme()} onKeyDown={onMenuKeyDown}>
          {OPTIONS.map((option, index) => (
            <button
              key={option.value}
              ref={(element) => {
                items.current[index] = element;
              }}
              type="button"
              role="menuitemradio"
              tabIndex={-1}
              aria-checked={preference === option.value}
              onClick={() => {
                setPreference(option.value);
                close(true);
              }}
            >
              <Icon name={option.icon} size={18} />
              {option.label()}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
