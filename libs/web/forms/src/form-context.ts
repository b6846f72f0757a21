import { createContext, useCallback, useContext, useState, useSyncExternalStore } from 'react';
import type { FormValues, RegisteredField } from './form-store';
import type { ZodFormApi } from './use-zod-form';

type AnyForm = ZodFormApi<FormValues, unknown>;

export const FormContext = createContext<AnyForm | null>(null);

/** The surrounding ZodForm's form. */
export function useForm(): AnyForm {
  const form = useContext(FormContext);
  if (!form) throw new Error('A form field must be inside a ZodForm');
  return form;
}

/** Re-renders when the field's error changes. */
export function useFieldError(form: AnyForm, name: string): string | undefined {
  const errorOf = useCallback(() => form.errorOf(name), [form, name]);
  return useSyncExternalStore(form.subscribeState, errorOf, errorOf);
}

/** A field of the surrounding ZodForm: the props for its element, its error, and its label for error messages. */
export function useFormField(name: string, label: string): { field: RegisteredField; error: string | undefined } {
  const form = useForm();
  form.labels.set(name, label);
  return { field: form.register(name), error: useFieldError(form, name) };
}

/** Whether the surrounding ZodForm is being sent. */
export function useFormSubmitting(): boolean {
  const form = useForm();
  return useSyncExternalStore(
    form.subscribeState,
    () => form.getState().isSubmitting,
    () => false,
  );
}

/** A field's value, re-rendering the caller as it changes (e.g. to show or hide other fields). */
export function useWatch<Input extends FormValues>(form: ZodFormApi<Input, unknown>, name: string): unknown {
  const valueOf = useCallback(() => form.valueOf(name), [form, name]);
  return useSyncExternalStore(form.subscribeValues, valueOf, valueOf);
}

/** A list of groups of fields (`dependents.0.fullName`...) the person adds to and removes from. */
export function useFieldArray<Input extends FormValues>(form: ZodFormApi<Input, unknown>, name: string) {
  const current = () => (form.valueOf(name) as unknown[] | undefined) ?? [];
  const [keys, setKeys] = useState(() => current().map(() => crypto.randomUUID()));
  return {
    /** One stable key per item, for React. */
    keys,
    /** Adds an item at the end and focuses its first field. */
    append(item: unknown) {
      form.setValue(name, [...current(), item], { focus: `${name}.${keys.length}.` });
      setKeys((before) => [...before, crypto.randomUUID()]);
    },
    remove(index: number) {
      form.setValue(
        name,
        current().filter((_, i) => i !== index),
      );
      setKeys((before) => before.filter((_, i) => i !== index));
    },
  };
}
