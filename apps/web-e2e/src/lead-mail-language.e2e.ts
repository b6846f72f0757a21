import { expect, test, type Page } from '@playwright/test';
import { waitForMail } from './support/mail';

// Issue 46: a lead keeps the language of the page it was sent from, and its confirmation mail is written in it.
// The labels are the catalogue's words in the page's language (libs/shared/i18n/messages/es.json and ar.json).

const WORDS = {
  es: {
    submit: 'Inscribir al grupo',
    organization: 'Organización',
    name: 'Su nombre',
    email: 'Correo electrónico',
    phone: 'Teléfono',
    size: 'Tamaño aproximado del grupo',
    success: 'Gracias, su grupo está inscrito',
  },
  ar: {
    submit: 'تسجيل المجموعة',
    organization: 'المؤسسة',
    name: 'اسمك',
    email: 'البريد الإلكتروني',
    phone: 'الهاتف',
    size: 'الحجم المتوقع للمجموعة',
    success: 'شكرًا لك، لقد سُجّلت مجموعتك',
  },
};

const REFERENCE = /HG-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}/;

async function registerGroup(page: Page, locale: 'es' | 'ar', email: string): Promise<string> {
  const words = WORDS[locale];
  await page.goto(`/${locale}/groupdiscount`);
  await page.locator('#register').scrollIntoViewIfNeeded();
  const submit = page.getByRole('button', { name: words.submit });
  await expect(submit).toBeEnabled();
  await page.getByLabel(words.organization, { exact: true }).fill('Dearborn Community Center');
  await page.getByLabel(words.name, { exact: true }).fill('Layla Haddad');
  await page.getByLabel(words.email, { exact: true }).fill(email);
  await page.getByLabel(words.phone, { exact: true }).fill('(313) 555-0123');
  await page.getByLabel(words.size, { exact: true }).fill('30');
  await submit.click();
  const success = page.getByRole('status').filter({ hasText: words.success });
  await expect(success).toContainText(REFERENCE);
  return (await success.textContent())!.match(REFERENCE)![0];
}

test('a group registered on /es/groupdiscount is confirmed by a mail in Spanish', async ({ page }) => {
  const email = `grupo.${Date.now()}@example.com`;
  const reference = await registerGroup(page, 'es', email);
  const mail = await waitForMail(email, { subject: new RegExp(reference) });
  expect(mail.subject).toBe(`Recibimos la inscripción de su grupo (${reference})`);
  expect(mail.text).toContain('Hola, Layla Haddad:');
  expect(mail.text).toContain('descuento para grupos');
  expect(mail.html).toContain('<html lang="es">');
});

test('a group registered on /ar/groupdiscount is confirmed by a mail in Arabic, right to left', async ({ page }) => {
  const email = `majmoua.${Date.now()}@example.com`;
  const reference = await registerGroup(page, 'ar', email);
  const mail = await waitForMail(email, { subject: new RegExp(reference) });
  expect(mail.subject).toBe(`تلقّينا تسجيل مجموعتك (${reference})`);
  expect(mail.text).toContain('مرحبًا Layla Haddad،');
  expect(mail.html).toContain('<html lang="ar" dir="rtl">');
  expect(mail.html).toContain(`<bdi dir="ltr">${reference}</bdi>`);
});
