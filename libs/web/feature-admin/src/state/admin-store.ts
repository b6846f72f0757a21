import { create } from 'zustand';

/**
 * The back office's client state: where each list was (its filters and the cursors behind the current page).
 * Server data, the signed-in staff member included, lives in the query cache.
 */
interface AdminState {
  /** The last filters used per list (URL query without the cursor), so the menu goes back to the same view. */
  filters: Record<string, string>;
  /** Cursors of the pages before the current one, per list: "Newer" steps back through them. */
  cursors: Record<string, string[]>;
  setFilters(kind: string, query: string): void;
  pushCursor(kind: string, cursor: string): void;
  popCursor(kind: string): string | undefined;
  resetCursors(kind: string): void;
}

export const useAdminStore = create<AdminState>((set, get) => ({
  filters: {},
  cursors: {},
  setFilters: (kind, query) => set((state) => (state.filters[kind] === query ? state : { filters: { ...state.filters, [kind]: query } })),
  pushCursor: (kind, cursor) => set((state) => ({ cursors: { ...state.cursors, [kind]: [...(state.cursors[kind] ?? []), cursor] } })),
  popCursor(kind) {
    const stack = get().cursors[kind] ?? [];
    set((state) => ({ cursors: { ...state.cursors, [kind]: stack.slice(0, -1) } }));
    return stack.at(-1);
  },
  resetCursors: (kind) => set((state) => ({ cursors: { ...state.cursors, [kind]: [] } })),
}));
