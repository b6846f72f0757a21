import { formatMoney, m } from '@huron/shared/i18n';
import { useEffect, useState, type ComponentType } from 'react';

/**
 * The registration form, fetched once the page has hydrated: react-hook-form, the schema and the API client are
 * a separate chunk, so reading about the course costs none of it. Until then (and without JavaScript) a note.
 */
export function RegistrationSection({ feeCents, fallback }: { feeCents: number; fallback: string }) {
  const [Form, setForm] = useState<ComponentType | null>(null);
  useEffect(() => {
    let live = true;
    void import('./registration-form').then((module) => live && setForm(() => module.RegistrationForm));
    return () => {
      live = false;
    };
  }, []);
  return (
    <div className="card registration">
      <h2 id="registration-form-title">{m.taxschool_form_title()}</h2>
      <p>{m.taxschool_form_lead({ fee: formatMoney(feeCents) })}</p>
      {Form ? <Form /> : <p>{fallback}</p>}
    </div>
  );
}
