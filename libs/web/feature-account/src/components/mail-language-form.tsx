import type { AccountLocaleInput, accountLocaleSchema } from '@huron/shared/contracts/common';
import { currentLocale, isLocale, LOCALE_NAMES, LOCALES, m } from '@huron/shared/i18n';
import { useAuth } from '@huron/web/data-access';
import { FormSubmit, SelectField, ZodForm, useZodForm } from '@huron/web/forms';
import { useState } from 'react';
import { authMessageOf } from './auth-error-words';

const loadSchema = (): Promise<typeof accountLocaleSchema> => import('@huron/shared/contracts/common').then((module) => module.accountLocaleSchema);

/**
 * The language of the account's mails (confirmations, reminders, portal notices, sign-in codes): its `locale`
 * metadata, set from the page it signed up on. Changing the site's language (the switcher) does not change it.
 */
export function MailLanguageForm() {
  const { getClient, user } = useAuth();
  const stored = user?.user_metadata?.['locale'];
  const form = useZodForm(loadSchema, { defaultValues: { locale: isLocale(stored) ? stored : currentLocale() } });
  const [saved, setSaved] = useState(false);

  async function save({ locale }: AccountLocaleInput) {
    setSaved(false);
    const client = await getClient();
    const { error } = await client.updateUser({ data: { locale } });
    if (error) throw new Error(await authMessageOf(error));
    setSaved(true);
  }

  return (
    <section className="card account-section" aria-labelledby="mail-language-title">
      <h2 id="mail-language-title">{m.account_mail_language_title()}</h2>
      <p>{m.account_mail_language_help()}</p>
      <ZodForm form={form} label={m.account_mail_language_title()} errorId="mail-language-error" onSubmit={save}>
        <SelectField<AccountLocaleInput>
          name="locale"
          label={m.account_mail_language_field()}
          options={LOCALES.map((locale) => ({ value: locale, label: LOCALE_NAMES[locale] }))}
        />
        <FormSubmit label={m.account_mail_language_save()} busyLabel={m.account_mail_language_saving()} />
      </ZodForm>
      {saved && (
        <p className="alert alert--success account-section__status" role="status">
          {m.account_mail_language_saved()}
        </p>
      )}
    </section>
  );
}
