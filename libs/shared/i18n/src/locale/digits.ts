/**
 * Arabic-Indic (٠-٩, U+0660-0669) and Extended Arabic-Indic (۰-۹, U+06F0-06F9) digits to ASCII, and the Arabic decimal
 * and thousands separators (٫ ٬) to '.' and ','. A visitor typing a phone number, an amount or a date on an Arabic
 * keyboard gets them; the forms' schemas read ASCII.
 */
export function toAsciiDigits(value: string): string {
  return value.replace(/[\u0660-\u0669\u06F0-\u06F9\u066B\u066C]/g, (c) => {
    const code = c.charCodeAt(0);
    if (code === 0x066b) return '.';
    if (code === 0x066c) return ',';
    return String((code >= 0x06f0 ? code - 0x06f0 : code - 0x0660) as number);
  });
}

/** For a schema's preprocessing: strings get ASCII digits, anything else passes through. */
export const asciiDigits = (value: unknown): unknown => (typeof value === 'string' ? toAsciiDigits(value) : value);

/** Request fields that hold numbers as text: phone numbers, amounts, dates, years, ZIP codes. */
const DIGIT_FIELD = /phone|amount|cents|dollars|price|date|year|zip|postal/i;

/**
 * A request body with Arabic-Indic digits turned into ASCII in its phone, amount and date fields (any depth), so the
 * API accepts what an Arabic keyboard typed as the web form does. Other text (names, messages) is left as written.
 */
export function withAsciiDigits(value: unknown, key = ''): unknown {
  if (typeof value === 'string') return DIGIT_FIELD.test(key) ? toAsciiDigits(value) : value;
  if (Array.isArray(value)) return value.map((item) => withAsciiDigits(item, key));
  if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype)
    return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, withAsciiDigits(item, name)]));
  return value;
}
