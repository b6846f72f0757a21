import { createContext, useContext, useEffect, useRef, type FormEvent, type ReactNode } from 'react';
import { FormContext, useFieldError } from './form-context';
import { FormError } from './form-feedback';
import { SERVER_ERROR } from './form-store';
import { messageOf } from './message-of';
import type { ZodFormApi } from './use-zod-form';

interface FormMeta {
  /** Id of the form's own error (the service's answer), when one is shown: every field is described by it. */
  formErrorId: string | undefined;
}

const FormMetaContext = createContext<FormMeta>({ formErrorId: undefined });
export const useFormMeta = () => useContext(FormMetaContext);

export interface ZodFormProps<Input, Output> {
  form: ZodFormApi<Input, Output>;
  /** The form's accessible name. */
  label: string;
  /** Id for the form's error message under the submit button. */
  errorId: string;
  /** An error from elsewhere (e.g. a link that failed), shown in the same place. */
  error?: string | null;
  /** API field names that differ from this form's (e.g. { rewardCents: 'reward' }), so refusals name the label shown. */
  apiFields?: Record<string, string>;
  /** Called with the schema's output. Throw to show the error under the form; the typed values stay. */
  onSubmit(values: Output): Promise<void> | void;
  children: ReactNode;
}

/**
 * The one form pattern: the form's context for FormField and FormSubmit, the schema's checks instead of the browser's
 * bubbles (noValidate), one submission at a time, and the service's error in red under the form. Focus or a pointer
 * inside the form fetches its validation, well before a person can finish it.
 */
export function ZodForm<Input, Output>({ form, label, errorId, error, apiFields, onSubmit, children }: ZodFormProps<Input, Output>) {
  const sending = useRef(false);
  const element = useRef<HTMLFormElement>(null);
  // The focus that started the app on a page that hydrates when the visitor reaches for something (/contact,
  // /send-a-friend) came before React listened, so onFocus never saw it.
  useEffect(() => {
    if (element.current?.contains(document.activeElement)) form.prepare();
  }, [form]);
  const shown = useFieldError(form, SERVER_ERROR) ?? error;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending.current) return;
    sending.current = true;
    void form
      .submit(onSubmit)
      // The service said no, or the schema could not be fetched: said under the form, the typed values stay.
      .catch((caught: unknown) => form.setError(SERVER_ERROR, { message: messageOf(caught, (field) => form.labels.get(apiFields?.[field] ?? field)) }))
      .finally(() => {
        sending.current = false;
      });
  }

  return (
    <FormContext.Provider value={form}>
      <FormMetaContext.Provider value={{ formErrorId: shown ? errorId : undefined }}>
        <form ref={element} className="form" method="post" noValidate onSubmit={submit} onFocus={form.prepare} onPointerDown={form.prepare} aria-label={label}>
          {children}
          <FormError id={errorId} message={shown} />
        </form>
      </FormMetaContext.Provider>
    </FormContext.Provider>
  );
}
