import { create } from 'zustand';

export type ThemePreference = 'light' | 'dark' | 'system';
export type ResolvedTheme = 'light' | 'dark';

export const THEME_STORAGE_KEY = 'theme';
const DARK_QUERY = '(prefers-color-scheme: dark)';

interface ThemeState {
  preference: ThemePreference;
  resolved: ResolvedTheme;
  setPreference(preference: ThemePreference): void;
}

export function readPreference(): ThemePreference {
  try {
    const stored = globalThis.localStorage?.getItem(THEME_STORAGE_KEY);
    return stored === 'light' || stored === 'dark' ? stored : 'system';
  } catch {
    return 'system';
  }
}

function systemTheme(): ResolvedTheme {
  return typeof matchMedia === 'function' && matchMedia(DARK_QUERY).matches ? 'dark' : 'light';
}

export function resolveTheme(preference: ThemePreference): ResolvedTheme {
  return preference === 'system' ? systemTheme() : preference;
}

/** Mirrors the inline script in index.html that applies the theme before first paint. */
export function applyTheme(theme: ResolvedTheme): void {
  const root = document.documentElement;
  root.dataset['theme'] = theme;
  root.style.colorScheme = theme;
}

export const useThemeStore = create<ThemeState>((set) => ({
  preference: 'system',
  resolved: 'light',
  setPreference(preference) {
    try {
      if (preference === 'system') localStorage.removeItem(THEME_STORAGE_KEY);
      else localStorage.setItem(THEME_STORAGE_KEY, preference);
    } catch {
      // storage may be unavailable (private mode); the choice still applies to this page
    }
    const resolved = resolveTheme(preference);
    applyTheme(resolved);
    set({ preference, resolved });
  },
}));

/**
 * Call once in the browser: reads the stored choice and follows the operating system while in system mode. It applies
 * the theme again at start: a reading page runs the app some time after first paint, and the system theme may have
 * changed in between.
 */
export function startThemeSync(): () => void {
  const preference = readPreference();
  const resolved = resolveTheme(preference);
  applyTheme(resolved);
  useThemeStore.setState({ preference, resolved });
  const media = matchMedia(DARK_QUERY);
  const onChange = () => {
    if (useThemeStore.getState().preference !== 'system') return;
    const resolved = systemTheme();
    applyTheme(resolved);
    useThemeStore.setState({ resolved });
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key === THEME_STORAGE_KEY) useThemeStore.getState().setPreference(readPreference());
  };
  media.addEventListener('change', onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    media.removeEventListener('change', onChange);
    window.removeEventListener('storage', onStorage);
  };
}
