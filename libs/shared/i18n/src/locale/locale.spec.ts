import { m } from '../paraglide/messages.js';
import { formatDate, formatDateTime, formatMoney, formatNumber } from '../format/format';
import { toAsciiDigits, withAsciiDigits } from './digits';
import { localeOfPath, localizedPath, textDirection, unlocalizedPath } from './locale';

describe('locales and paths', () => {
  it('reads the language from the path prefix, English without one', () => {
    expect(localeOfPath('/es/contact')).toBe('es');
    expect(localeOfPath('/ar')).toBe('ar');
    expect(localeOfPath('/contact')).toBe('en');
    expect(localeOfPath('/estimates')).toBe('en');
    expect(localeOfPath('/en/contact')).toBe('en');
  });

  it('gives the same page in another language, with the same slug', () => {
    expect(localizedPath('/contact', 'es')).toBe('/es/contact');
    expect(localizedPath('/es/contact', 'ar')).toBe('/ar/contact');
    expect(localizedPath('/ar/contact', 'en')).toBe('/contact');
    expect(localizedPath('/', 'ar')).toBe('/ar');
    expect(localizedPath('/es', 'en')).toBe('/');
    expect(unlocalizedPath('/es/tax-tip/w4-form-guide')).toBe('/tax-tip/w4-form-guide');
  });

  it('writes Arabic right to left', () => {
    expect(textDirection('ar')).toBe('rtl');
    expect(textDirection('es')).toBe('ltr');
  });
});

describe('Arabic-Indic digits', () => {
  it('turns both Arabic digit sets and the Arabic separators into ASCII', () => {
    expect(toAsciiDigits('(٣١٣) ٥٥٥-٠١٤٢')).toBe('(313) 555-0142');
    expect(toAsciiDigits('۱۲۳۴۵۶۷۸۹۰')).toBe('1234567890');
    expect(toAsciiDigits('١٬٢٣٤٫٥٠')).toBe('1,234.50');
    expect(toAsciiDigits('2026-01-09 abc')).toBe('2026-01-09 abc');
  });
});

describe('formats per language', () => {
  it('writes dates and money in each language, with Latin digits in Arabic', () => {
    expect(formatMoney(123450, 'en')).toBe('$1,234.50');
    expect(formatMoney(123450, 'es')).toBe('$1,234.50');
    expect(formatMoney(123450, 'ar')).toMatch(/1,234\.50/);
    expect(formatDate('2026-01-09', 'long', 'en')).toBe('January 9, 2026');
    expect(formatDate('2026-01-09', 'long', 'es')).toBe('9 de enero de 2026');
    expect(formatDate('2026-01-09', 'long', 'ar')).toMatch(/^9 .+ 2026$/);
    expect(formatDateTime('2026-03-08T08:30:00Z', 'full', 'ar')).not.toMatch(/[\u0660-\u0669]/);
    expect(formatNumber(12345.6, {}, 'ar')).toBe('12,345.6');
  });
});

describe('plurals', () => {
  it('picks a distinct Arabic form for 0, 1, 2, 3, 11 and 100', () => {
    const forms = [0, 1, 2, 3, 11, 100].map((count) => m.referrals_claimed({ count }, { locale: 'ar' }));
    expect(new Set(forms).size).toBe(6);
    expect(forms[3]).toContain('3');
    expect(forms[4]).toContain('11');
    expect(forms[5]).toContain('100');
  });

  it('uses one and other in English and Spanish', () => {
    expect(m.referrals_claimed({ count: 1 }, { locale: 'en' })).toBe('1 referral added to your dashboard.');
    expect(m.referrals_claimed({ count: 2 }, { locale: 'en' })).toBe('2 referrals added to your dashboard.');
    expect(m.referrals_claimed({ count: 1 }, { locale: 'es' })).not.toBe(m.referrals_claimed({ count: 2 }, { locale: 'es' }));
  });
});

describe('request bodies with Arabic-Indic digits', () => {
  it('converts phone, amount and date fields at any depth and leaves other text as written', () => {
    expect(withAsciiDigits({ phone: '٣١٣٥٥٥٠١٤٢', message: 'لدي ٣ أطفال', spouse: { birthDate: '١٩٨٠-٠١-٠٢' }, items: [{ amountCents: '۵۰۰' }] })).toEqual({
      phone: '3135550142',
      message: 'لدي ٣ أطفال',
      spouse: { birthDate: '1980-01-02' },
      items: [{ amountCents: '500' }],
    });
  });
});
