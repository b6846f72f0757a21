type ReturnTo = typeof import('./return-to');

/** One tab's sessionStorage, kept across the "page loads" below (each one evaluates the module afresh). */
const storage = new Map<string, string>();
const tabStorage = {
  getItem: (key: string) => storage.get(key) ?? null,
  setItem: (key: string, value: string) => void storage.set(key, value),
  removeItem: (key: string) => void storage.delete(key),
};

function pageLoad(): ReturnTo {
  let loaded: ReturnTo | undefined;
  jest.isolateModules(() => {
    loaded = jest.requireActual<ReturnTo>('./return-to');
  });
  return loaded!;
}

describe('what a full-page trip to /login carries', () => {
  beforeAll(() => Object.assign(globalThis, { window: { sessionStorage: tabStorage } }));
  afterAll(() => delete (globalThis as { window?: unknown }).window);
  beforeEach(() => storage.clear());

  it('gives the login page that follows the page to return to, and forgets it for any later visit', () => {
    pageLoad().rememberReturnTo('/account');
    const login = pageLoad();
    expect(login.rememberedReturnTo()).toBe('/account');
    expect(login.rememberedReturnTo()).toBe('/account'); // stable through the page's renders
    expect(pageLoad().rememberedReturnTo()).toBeUndefined();
  });

  it('forgets the return path once signed in', () => {
    pageLoad().rememberReturnTo('/account');
    const login = pageLoad();
    login.forgetReturnTo();
    expect(login.rememberedReturnTo()).toBeUndefined();
  });

  it('hands an auth-service error to the next page once', () => {
    pageLoad().carryCallbackError('Email link is invalid or has expired');
    const login = pageLoad();
    expect(login.takeCarriedCallbackError()).toBe('Email link is invalid or has expired');
    expect(login.takeCarriedCallbackError()).toBeUndefined();
    expect(pageLoad().takeCarriedCallbackError()).toBeUndefined();
  });
});
