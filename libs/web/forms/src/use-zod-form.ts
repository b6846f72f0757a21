import { useRef, useState, useSyncExternalStore } from 'react';
import type * as z4 from 'zod/v4/core';
import { formErrorMap, type IssueReasons } from './form-error-map';
import { createFormStore, type FormStore, type FormValues } from './form-store';

/**
 * A shared schema, or a function that imports it: a page that passes the import keeps zod out of the script it needs
 * before it is usable (the schema is fetched when the person first reaches into the form, and a submit before it has
 * arrived waits for it). Import it through a module the page does not import otherwise (e.g. a feature's
 * `*-schema.ts` re-export): a module that is both imported and lazily imported is bundled whole into the page's first
 * script.
 */
export type SchemaSource<Schema> = Schema | (() => Promise<Schema>);

/** A form of `useZodForm`: typed by the schema's input (its fields) and output (what a valid submit hands over). */
export interface ZodFormApi<Input, Output> extends FormStore<Output> {
  /** The label each mounted field shows, so error messages name fields as the person sees them. */
  labels: Map<string, string>;
  getValues(): Partial<Input> & FormValues;
  /** Fetches the schema and zod's parser if not yet fetched, so that the first check does not wait for them. */
  prepare(): void;
}

/**
 * A form checked by a shared zod schema (libs/shared/contracts): on submit, then again as the person corrects a
 * field; focus goes to the first invalid field; values stay as typed when the server says no. No default values
 * unless given (a saved draft): inputs stay uncontrolled, so what someone typed before hydration is kept. The schema
 * and zod's parser are imported when the person first reaches into the form (`prepare`, called by ZodForm) or at the
 * first check, so they are never part of a page's first script, and a page that is only loaded never runs them: on
 * the booking page, fetching and compiling them once the page was idle made long tasks while it was still loading.
 */
export function useZodForm<Schema extends z4.$ZodType<unknown, FormValues>>(
  source: SchemaSource<Schema>,
  { reasons, defaultValues }: { reasons?: IssueReasons; defaultValues?: Partial<z4.input<Schema>> } = {},
): ZodFormApi<z4.input<Schema>, z4.output<Schema>> {
  const sourceRef = useRef(source);
  sourceRef.current = source;
  const [form] = useState(() => {
    const labels = new Map<string, string>();
    // The reasons' words come from the catalogue and do not change while a form is open.
    const errorMap = formErrorMap((path) => labels.get(path), reasons);
    let loaded: { source: SchemaSource<Schema>; schema: Promise<Schema> } | undefined;
    const schemaOf = (current: SchemaSource<Schema>) => {
      if (loaded?.source !== current) {
        const schema = Promise.resolve(typeof current === 'function' ? current() : current);
        // A schema that could not be fetched (offline) is asked for again at the next check.
        schema.catch(() => (loaded = undefined));
        loaded = { source: current, schema };
      }
      return loaded.schema;
    };
    const load = () => Promise.all([import('./schema-check'), schemaOf(sourceRef.current)]);
    const store = createFormStore<z4.output<Schema>>({
      defaultValues: defaultValues as FormValues | undefined,
      validate: async (values) => {
        const [{ checkWithSchema }, schema] = await load();
        return checkWithSchema(schema, values, errorMap);
      },
    });
    // A fetch that fails here (offline) is tried again, and reported, by the check that needs it.
    const prepare = () => void load().catch(() => undefined);
    return Object.assign(store, { labels, prepare }) as ZodFormApi<z4.input<Schema>, z4.output<Schema>>;
  });
  useSyncExternalStore(form.subscribeState, form.getState, form.getState);
  return form;
}
