import { useEffect, useMemo, useRef } from 'react';
import { useForm, type Control, type DefaultValues, type FieldValues, type Resolver, type UseFormReturn } from 'react-hook-form';
import type * as z4 from 'zod/v4/core';
import { formErrorMap, type IssueReasons } from './form-error-map';

export type ZodFormApi<Input extends FieldValues, Output> = UseFormReturn<Input, unknown, Output>;

/**
 * A shared schema, or a function that imports it: a page that passes the import keeps zod out of the script it needs
 * before it is usable (the schema is fetched once the browser is idle, and a submit before then waits for it). Import
 * it through a module the page does not import otherwise (e.g. a feature's `*-schema.ts` re-export): a module that is
 * both imported and lazily imported is bundled whole into the page's first script.
 */
export type SchemaSource<Schema> = Schema | (() => Promise<Schema>);

/** The label each mounted field shows, per form, so error messages name fields as the person sees them. */
const fieldLabels = new WeakMap<Control<never, unknown, never>, Map<string, string>>();

export function labelsOf(control: Control<never, unknown, never>): Map<string, string> {
  let labels = fieldLabels.get(control);
  if (!labels) fieldLabels.set(control, (labels = new Map()));
  return labels;
}

const whenIdle = (task: () => void) => (typeof requestIdleCallback === 'function' ? requestIdleCallback(task, { timeout: 3000 }) : setTimeout(task, 1));

/**
 * react-hook-form driven by a shared zod schema (libs/shared/contracts). Validates on submit, then again as the
 * person corrects a field; focus goes to the first invalid field; values stay as typed when the server says no.
 * No default values unless given (a saved draft): inputs stay uncontrolled, so what someone typed before hydration is kept.
 * The resolver (and with it zod's parser) is imported when first needed, so it is never part of a page's first script.
 */
export function useZodForm<Schema extends z4.$ZodType<unknown, FieldValues>>(
  source: SchemaSource<Schema>,
  { reasons, defaultValues }: { reasons?: IssueReasons; defaultValues?: DefaultValues<z4.input<Schema>> } = {},
): ZodFormApi<z4.input<Schema>, z4.output<Schema>> {
  const labelsRef = useRef<Map<string, string>>(null);
  const resolver = useMemo(() => {
    let loading: Promise<Resolver<z4.input<Schema>, unknown, z4.output<Schema>>> | undefined;
    const load = () =>
      (loading ??= Promise.all([import('@hookform/resolvers/zod'), typeof source === 'function' ? source() : source]).then(
        ([{ zodResolver }, schema]) => zodResolver(schema as never, { error: formErrorMap((path) => labelsRef.current?.get(path), reasons) }) as never,
      ));
    const lazyResolver: Resolver<z4.input<Schema>, unknown, z4.output<Schema>> = async (values, context, options) => (await load())(values, context, options);
    return Object.assign(lazyResolver, { load });
    // The reasons' words come from the catalogue and do not change while a form is open.
  }, [source]);
  useEffect(() => void whenIdle(() => void resolver.load()), [resolver]);
  const form = useForm<z4.input<Schema>, unknown, z4.output<Schema>>({ resolver, defaultValues, mode: 'onSubmit', reValidateMode: 'onChange', shouldFocusError: true });
  labelsRef.current = labelsOf(form.control as never);
  return form;
}
