import { toast, useToastStore } from './toast-store';

describe('toast store', () => {
  beforeEach(() => useToastStore.setState({ current: null }));

  it('shows one toast at a time: a new one replaces the current one', () => {
    toast.show('first');
    toast.error('second');
    expect(useToastStore.getState().current).toMatchObject({ message: 'second', tone: 'error' });
  });

  it('lasts 5000 ms unless told otherwise', () => {
    for (const show of [toast.show, toast.success, toast.error]) {
      show('saved');
      expect(useToastStore.getState().current?.durationMs).toBe(5000);
    }
    toast.show('quick', { durationMs: 1500 });
    expect(useToastStore.getState().current?.durationMs).toBe(1500);
  });

  it('ignores a late dismissal of a toast that was already replaced', () => {
    toast.show('first');
    const firstId = useToastStore.getState().current!.id;
    toast.show('second');
    useToastStore.getState().dismiss(firstId);
    expect(useToastStore.getState().current?.message).toBe('second');
    useToastStore.getState().dismiss(useToastStore.getState().current!.id);
    expect(useToastStore.getState().current).toBeNull();
  });
});
