import { formatMoney, m } from '@huron/shared/i18n';
import { useEffect, useRef, useState, type ComponentType } from 'react';

/** How far below the screen the section may still be when its form starts loading. */
const LOAD_AHEAD = '800px 0px';

/**
 * The registration form, fetched once the section comes near the screen: the form state, the schema and the API
 * client are a separate chunk, so reading about the course (or a page load that never scrolls there) costs none of
 * it. Until then (and without JavaScript) a note. `data-needs-app` has the page's loader start the app as the section
 * nears the screen (reading pages otherwise wait for the visitor's first interaction).
 */
export function RegistrationSection({ feeCents, fallback }: { feeCents: number; fallback: string }) {
  const [Form, setForm] = useState<ComponentType | null>(null);
  const section = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let live = true;
    const load = () => void import('./registration-form').then((module) => live && setForm(() => module.RegistrationForm));
    if (typeof IntersectionObserver === 'undefined' || !section.current) {
      load();
      return () => void (live = false);
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        load();
      },
      { rootMargin: LOAD_AHEAD },
    );
    observer.observe(section.current);
    return () => {
      live = false;
      observer.disconnect();
    };
  }, []);
  return (
    <div className="card registration" ref={section} data-needs-app>
      <h2 id="registration-form-title">{m.taxschool_form_title()}</h2>
      <p>{m.taxschool_form_lead({ fee: formatMoney(feeCents) })}</p>
      {Form ? <Form /> : <p>{fallback}</p>}
    </div>
  );
}
