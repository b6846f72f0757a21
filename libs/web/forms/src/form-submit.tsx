import { useFormSubmitting } from './form-context';
import { SubmitButton, type SubmitButtonProps } from './submit-button';

/** The submit button of the surrounding ZodForm: shows `busyLabel` and stays disabled while it is being sent. */
export function FormSubmit(props: Omit<SubmitButtonProps, 'busy'>) {
  return <SubmitButton {...props} busy={useFormSubmitting()} />;
}
