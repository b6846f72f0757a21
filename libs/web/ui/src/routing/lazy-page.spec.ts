import type { RouteObject } from 'react-router';
import { lazyPage, loadPagesOf, retryFailedPages } from './lazy-page';

describe('lazyPage', () => {
  const Page = () => null;

  it('fetches its module once however often it is asked for', async () => {
    const load = jest.fn(async () => Page);
    const page = lazyPage(load);
    await Promise.all([page.load(), page.load()]);
    await expect(page.load()).resolves.toBe(Page);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps a failed fetch until the shell has shown it, then asks again, so a page that was offline can still load', async () => {
    const load = jest.fn<Promise<typeof Page>, []>().mockRejectedValueOnce(new Error('Failed to fetch')).mockResolvedValueOnce(Page);
    const page = lazyPage(load);
    await expect(page.load()).rejects.toThrow('Failed to fetch');
    await expect(page.load()).rejects.toThrow('Failed to fetch');
    expect(load).toHaveBeenCalledTimes(1);
    retryFailedPages();
    await expect(page.load()).resolves.toBe(Page);
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('loadPagesOf', () => {
  it('loads the pages the URL matches, and no other', async () => {
    const loaded: string[] = [];
    const page = (name: string) => lazyPage(async () => (loaded.push(name), () => null));
    const routes: RouteObject[] = [
      {
        path: '/',
        Component: page('layout'),
        children: [
          { path: 'contact', Component: page('contact') },
          { path: 'careers', Component: page('careers') },
          { path: 'plain', Component: () => null },
        ],
      },
    ];
    await loadPagesOf(routes, '/contact');
    expect(loaded).toEqual(['layout', 'contact']);
    await loadPagesOf(routes, '/plain');
    expect(loaded).toEqual(['layout', 'contact']);
  });
});
