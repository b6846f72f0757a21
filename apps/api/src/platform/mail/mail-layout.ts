import { offices, site } from '@huron/shared/content';
import type { SiteLocale } from '@huron/shared/contracts';
import { m, textDirection } from '@huron/shared/i18n';
import type { MailMessage } from './mail-message';

/**
 * The one look of every mail the firm sends: a wordmark header, the message, and a footer with the firm's name,
 * main office address and phone. Built from tables and inline styles (Outlook's Word engine ignores most CSS in
 * <style>, Gmail drops <style> in some views), with a system sans-serif stack.
 *
 * The logo is a table-cell wordmark, not an image: mail clients block remote images until the reader allows them,
 * an embedded data: image is refused by Gmail, and a CID attachment shows as a file in some clients. Text in a
 * coloured cell shows everywhere, offline and in tests, and reads out to a screen reader.
 */

const FONT = "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";
const INK = '#1f2933';
const MUTED = '#52606d';
const BRAND_BG = '#0b3a63';
const ACCENT = '#0f766e';
const PAGE_BG = '#f3f5f8';

export const escapeHtml = (s: string): string => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const mainOffice = () => offices.find((o) => o.address)!;

/** CAN-SPAM asks for a valid physical postal address in commercial mail: the firm's main office. */
export function firmPostalAddress(): string {
  const a = mainOffice().address!;
  return `${site.brand}, ${a.street}, ${a.city}, ${a.region} ${a.postalCode}`;
}

const siteHost = () => site.url.replace(/^https?:\/\//, '');

/** The text part's footer: the same facts as the HTML footer. */
export function textFooter(locale: SiteLocale = 'en'): string {
  const office = mainOffice();
  const words = footerWords(locale);
  return ['--', firmPostalAddress(), `${words.office}: ${office.phone} · ${words.questions}: ${site.supportPhone}`, siteHost()].join('\n');
}

/**
 * The templates write plain tags (<p>, <a>, <ul>, <table>...); each gets the inline style mail clients need.
 * Only tags written bare or with the attributes the templates use are touched, so a template can still style its own.
 */
const TAG_STYLES: Array<[RegExp, string]> = [
  [/<p>/g, `<p style="margin:0 0 16px 0;">`],
  [/<a href=/g, `<a style="color:${ACCENT};text-decoration:underline;" href=`],
  [/<ul>/g, `<ul style="margin:0 0 16px 0;padding:0 0 0 20px;">`],
  [/<li>/g, `<li style="margin:0 0 6px 0;">`],
  [/<table>/g, `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="border-collapse:collapse;margin:0 0 16px 0;">`],
  [/<th align="left">/g, `<th align="left" style="padding:4px 16px 4px 0;font-weight:600;vertical-align:top;">`],
  [/<td>/g, `<td style="padding:4px 0;vertical-align:top;">`],
];

export function inlineStyles(html: string): string {
  return TAG_STYLES.reduce((out, [tag, styled]) => out.replace(tag, styled), html);
}

function wordmark(): string {
  return `<table role="presentation" cellpadding="0" cellspacing="0" border="0"><tr>
<td width="36" height="36" align="center" valign="middle" style="width:36px;height:36px;background:${ACCENT};border-radius:7px;color:#ffffff;font-family:${FONT};font-size:20px;font-weight:700;line-height:36px;" aria-hidden="true">H</td>
<td style="padding:0 0 0 12px;font-family:${FONT};font-size:20px;font-weight:700;color:#ffffff;">${escapeHtml(site.brand)}</td>
</tr></table>`;
}

/** The footer's two labels in the reader's language (the address, phones and host stay as they are). */
function footerWords(locale: SiteLocale): { office: string; questions: string } {
  const office = mainOffice();
  return { office: m.mail_footer_office({ office: office.name }, { locale }), questions: m.mail_footer_questions({}, { locale }) };
}

function footer(locale: SiteLocale): string {
  const office = mainOffice();
  const a = office.address!;
  const words = footerWords(locale);
  return `<strong>${escapeHtml(site.brand)}</strong><br>
${escapeHtml(`${a.street}, ${a.city}, ${a.region} ${a.postalCode}`)}<br>
${escapeHtml(words.office)}: <a style="color:${MUTED};" href="tel:+1${office.phone.replace(/\D/g, '')}">${escapeHtml(office.phone)}</a> · ${escapeHtml(words.questions)}: <a style="color:${MUTED};" href="tel:+1${site.supportPhone.replace(/\D/g, '')}">${escapeHtml(site.supportPhone)}</a><br>
<a style="color:${MUTED};" href="${escapeHtml(site.url)}">${escapeHtml(siteHost())}</a>`;
}

/** A whole HTML document around a message body (already escaped HTML). */
export function brandedHtml(subject: string, body: string, locale: SiteLocale = 'en'): string {
  return `<!DOCTYPE html>
<html lang="${locale}"${textDirection(locale) === 'rtl' ? ' dir="rtl"' : ''}>
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${escapeHtml(subject)}</title>
</head>
<body style="margin:0;padding:0;background:${PAGE_BG};">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:${PAGE_BG};">
<tr><td align="center" style="padding:24px 12px;">
<!--[if mso]><table role="presentation" width="600" cellpadding="0" cellspacing="0" border="0"><tr><td><![endif]-->
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:600px;background:#ffffff;border-collapse:collapse;">
<tr><td style="background:${BRAND_BG};padding:20px 28px;">
${wordmark()}
</td></tr>
<tr><td style="padding:28px;font-family:${FONT};font-size:16px;line-height:1.5;color:${INK};">
${inlineStyles(body)}
</td></tr>
<tr><td style="padding:20px 28px;border-top:1px solid #d9dee5;font-family:${FONT};font-size:13px;line-height:1.5;color:${MUTED};">
${footer(locale)}
</td></tr>
</table>
<!--[if mso]></td></tr></table><![endif]-->
</td></tr>
</table>
</body>
</html>
`;
}

const paragraphsOf = (text: string) =>
  text
    .split(/\n{2,}/)
    .map((block) => `<p>${escapeHtml(block).replace(/\n/g, '<br>')}</p>`)
    .join('');

/** Puts a message in the firm's layout: the HTML part in the branded document, the text part with the same footer. */
export function inBrandedLayout(message: MailMessage): MailMessage {
  return {
    ...message,
    text: `${message.text.trimEnd()}\n\n${textFooter(message.locale)}\n`,
    html: brandedHtml(message.subject, message.html ?? paragraphsOf(message.text), message.locale),
  };
}
