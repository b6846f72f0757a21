import { useState, useSyncExternalStore } from 'react';
import { createFormStore, type FormValues } from './form-store';
import type { ZodFormApi } from './use-zod-form';

/**
 * A ZodForm with nothing of its own to check: a review page's "Submit", or "Move to this time" whose choice is made
 * outside the form. It keeps the one form pattern (one submission at a time, the busy button, the error under the
 * form) without a schema to fetch.
 */
export function useActionForm(): ZodFormApi<FormValues, FormValues> {
  const [form] = useState(() =>
    Object.assign(createFormStore<FormValues>({ validate: async (values) => ({ values }) }), { labels: new Map<string, string>(), prepare: () => undefined }),
  );
  useSyncExternalStore(form.subscribeState, form.getState, form.getState);
  return form;
}
