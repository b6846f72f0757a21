import { useFormState } from 'react-hook-form';
import { SubmitButton, type SubmitButtonProps } from './submit-button';

/** The submit button of the surrounding ZodForm: shows `busyLabel` and stays disabled while it is being sent. */
export function FormSubmit(props: Omit<SubmitButtonProps, 'busy'>) {
  const { isSubmitting } = useFormState();
  return <SubmitButton {...props} busy={isSubmitting} />;
}
