import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useRef } from 'react';
import { useForm, type Control, type DefaultValues, type FieldValues, type UseFormReturn } from 'react-hook-form';
import type * as z4 from 'zod/v4/core';
import { formErrorMap, type IssueReasons } from './form-error-map';

export type ZodFormApi<Input extends FieldValues, Output> = UseFormReturn<Input, unknown, Output>;

/** The label each mounted field shows, per form, so error messages name fields as the person sees them. */
const fieldLabels = new WeakMap<Control<never, unknown, never>, Map<string, string>>();

export function labelsOf(control: Control<never, unknown, never>): Map<string, string> {
  let labels = fieldLabels.get(control);
  if (!labels) fieldLabels.set(control, (labels = new Map()));
  return labels;
}

/**
 * react-hook-form driven by a shared zod schema (libs/shared/contracts). Validates on submit, then again as the
 * person corrects a field; focus goes to the first invalid field; values stay as typed when the server says no.
 * No default values unless given (a saved draft): inputs stay uncontrolled, so what someone typed before hydration is kept.
 */
export function useZodForm<Schema extends z4.$ZodType<unknown, FieldValues>>(
  schema: Schema,
  { reasons, defaultValues }: { reasons?: IssueReasons; defaultValues?: DefaultValues<z4.input<Schema>> } = {},
): ZodFormApi<z4.input<Schema>, z4.output<Schema>> {
  const labelsRef = useRef<Map<string, string>>(null);
  const resolver = useMemo(
    () => zodResolver(schema as never, { error: formErrorMap((path) => labelsRef.current?.get(path), reasons) }) as never,
    // The reasons' words come from the catalogue and do not change while a form is open.
    [schema],
  );
  const form = useForm<z4.input<Schema>, unknown, z4.output<Schema>>({ resolver, defaultValues, mode: 'onSubmit', reValidateMode: 'onChange', shouldFocusError: true });
  labelsRef.current = labelsOf(form.control as never);
  return form;
}
