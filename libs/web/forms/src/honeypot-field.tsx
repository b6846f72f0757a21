import { m } from '@huron/shared/i18n';
import { useForm } from './form-context';

/**
 * A field people never see or reach (hidden from view, from screen readers and from Tab); bots that fill in
 * every input fill this one, and the server then stores nothing.
 */
export function HoneypotField() {
  const { register } = useForm();
  return (
    <div className="form-honeypot" aria-hidden="true">
      <label htmlFor="website">{m.honeypot_field_website()}</label>
      <input id="website" type="text" tabIndex={-1} autoComplete="off" {...register('website')} />
    </div>
  );
}
