// Helpers for mails written in the reader's language (issue 46): the API's templates take their words from the
// catalogue (`m.mail_*(params, { locale })`) and their dates and money from the formatter with the same locale.
import { textDirection, type Locale } from '../locale/locale';

const FSI = '\u2068';
const PDI = '\u2069';

/**
 * A value that must read left to right inside right-to-left text (a reference, a phone number, an address, a URL):
 * wrapped in Unicode isolates in Arabic, unchanged otherwise. `mailHtml` turns the isolates into <bdi dir="ltr">.
 */
export const isolateFor =
  (locale: Locale) =>
  (value: string): string =>
    textDirection(locale) === 'rtl' ? `${FSI}${value}${PDI}` : value;

/** The HTML part in its language: isolated values become <bdi dir="ltr">, and Arabic is wrapped right to left. */
export function mailHtml(html: string, locale: Locale): string {
  const isolated = html.replace(new RegExp(`${FSI}([^${PDI}]*)${PDI}`, 'g'), '<bdi dir="ltr">$1</bdi>');
  return textDirection(locale) === 'rtl' ? `<div dir="rtl" lang="${locale}">${isolated}</div>` : isolated;
}

/** Where a mail's links point: the page in the reader's language ('/es/schedule/manage' for Spanish). */
export const mailPath = (path: string, locale: Locale): string => (locale === 'en' ? path : `/${locale}${path}`);
