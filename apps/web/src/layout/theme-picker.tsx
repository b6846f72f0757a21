import { useEffect, useRef, useState } from 'react';
import { useThemeStore, type ThemePreference } from '@huron/web/data-access';
import { Icon, type IconName } from '@huron/web/ui';

const OPTIONS: Array<{ value: ThemePreference; label: string; icon: IconName }> = [
  { value: 'light', label: 'Light', icon: 'sun' },
  { value: 'dark', label: 'Dark', icon: 'moon' },
  { value: 'system', label: 'System', icon: 'monitor' },
];

/** Light / dark / system. The choice is kept in localStorage under "theme". */
export function ThemePicker() {
  const preference = useThemeStore((s) => s.preference);
  const resolved = useThemeStore((s) => s.resolved);
  const setPreference = useThemeStore((s) => s.setPreference);
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const close = (event: Event) => {
      if (event instanceof KeyboardEvent ? event.key === 'Escape' : !ref.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', close);
    document.addEventListener('pointerdown', close);
    return () => {
      document.removeEventListener('keydown', close);
      document.removeEventListener('pointerdown', close);
    };
  }, [open]);

  return (
    <div className="theme-picker" ref={ref}>
      <button
        type="button"
        className="icon-button"
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls="theme-menu"
        aria-label={`Colour theme: ${preference}`}
        onClick={() => setOpen((v) => !v)}
      >
        <Icon name={resolved === 'dark' ? 'moon' : 'sun'} />
      </button>
      {open && (
        <div id="theme-menu" className="theme-picker__menu" role="group" aria-label="Colour theme">
          {OPTIONS.map((option) => (
            <button
              key={option.value}
              type="button"
              role="menuitemradio"
              aria-checked={preference === option.value}
              onClick={() => {
                setPreference(option.value);
                setOpen(false);
              }}
            >
              <Icon name={option.icon} size={18} />
              {option.label}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
