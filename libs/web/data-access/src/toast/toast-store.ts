import { create } from 'zustand';

export const DEFAULT_TOAST_DURATION_MS = 5000;

export type ToastTone = 'info' | 'success' | 'error';

export interface Toast {
  id: number;
  message: string;
  tone: ToastTone;
  durationMs: number;
}

interface ToastState {
  /** One toast at a time: a new one replaces the current one. */
  current: Toast | null;
  show(message: string, options?: { tone?: ToastTone; durationMs?: number }): void;
  dismiss(id?: number): void;
}

let nextId = 1;

export const useToastStore = create<ToastState>((set, get) => ({
  current: null,
  show(message, options = {}) {
    set({ current: { id: nextId++, message, tone: options.tone ?? 'info', durationMs: options.durationMs ?? DEFAULT_TOAST_DURATION_MS } });
  },
  dismiss(id) {
    if (id === undefined || get().current?.id === id) set({ current: null });
  },
}));

export const toast = {
  show: (message: string, options?: { tone?: ToastTone; durationMs?: number }) => useToastStore.getState().show(message, options),
  success: (message: string) => useToastStore.getState().show(message, { tone: 'success' }),
  error: (message: string) => useToastStore.getState().show(message, { tone: 'error' }),
};
