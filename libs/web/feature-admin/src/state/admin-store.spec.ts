import { useAdminStore } from './admin-store';

describe('useAdminStore', () => {
  it('keeps filters per list and steps back through cursors', () => {
    const store = useAdminStore.getState();
    store.setFilters('payments', 'status=paid');
    store.setFilters('referrals', 'q=ada');
    expect(useAdminStore.getState().filters).toEqual({ payments: 'status=paid', referrals: 'q=ada' });

    store.pushCursor('payments', ''); // first page
    store.pushCursor('payments', 'c2');
    expect(useAdminStore.getState().popCursor('payments')).toBe('c2');
    expect(useAdminStore.getState().popCursor('payments')).toBe('');
    expect(useAdminStore.getState().popCursor('payments')).toBeUndefined();
    store.pushCursor('payments', 'c9');
    store.resetCursors('payments');
    expect(useAdminStore.getState().cursors['payments']).toEqual([]);
  });
});
