import { articles } from './generated/all-articles.generated';
import { knowledgeBaseCards } from './knowledge-base';
import { servicePages } from './services';
import { longDate, TAX_DATE_TOKEN, taxCalendar, taxDateTokens, withTaxDates } from './tax-calendar';

const sources = { articles, knowledgeBaseCards, servicePages };

describe('deadlines in content', () => {
  it('are never written as dates: filing, extension, pass-through and estimated-payment dates come from the tax calendar', () => {
    const text = JSON.stringify(sources);
    expect(text).not.toMatch(/(March 1[5-7]|April 1[5-8]|June 1[5-7]|September 1[5-7]|October 1[5-7]|January 1[5-8]), 20\d\d/);
    expect(text).toContain('{{filing_deadline}}');
  });

  it('use only tokens the calendar fills', () => {
    const known = Object.keys(taxDateTokens(taxCalendar('2026-11-27')));
    const used = [...JSON.stringify(sources).matchAll(TAX_DATE_TOKEN)].map((match) => match[1]!);
    expect(used.filter((name) => !known.includes(name))).toEqual([]);
  });

  it.each(['2026-01-10', '2026-04-16', '2026-11-27', '2027-04-14'])('state no past deadline as coming on %s', (today) => {
    const calendar = taxCalendar(today);
    const filled = JSON.stringify(withTaxDates(sources, calendar));
    expect(filled).not.toContain('{{');
    expect(calendar.filingDeadline >= today && calendar.extensionDeadline >= today && calendar.estimatedPayments[3]! >= today).toBe(true);
    expect(filled).toContain(`returns for tax year ${calendar.filingTaxYear} are due ${longDate(calendar.filingDeadline)}.`);
  });
});
