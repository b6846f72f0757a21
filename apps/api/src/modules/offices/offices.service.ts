import { Injectable, type OnModuleInit } from '@nestjs/common';
import { openingHoursOf } from '@huron/shared/content';
import {
  HOLIDAY_WINDOW_DAYS,
  WEEKDAYS,
  type BookingOffice,
  type OfficeHolidayView,
  type OfficeHours,
  type OfficeHoursUpdate,
  type OpeningPeriod,
} from '@huron/shared/contracts';
import type { Tx } from '../../platform/database/transactions';
import { AuditService } from '../../platform/audit/audit.service';
import { SiteDataRegistry } from '../../platform/site-data';
import { federalHolidaysBetween, type NamedDay } from './federal-holidays';
import type { OfficeHolidayEntity } from './office-holiday.entity';
import { officesErrors } from './offices.errors';
import { OfficesRepository } from './offices.repository';

const FIRM_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Detroit', year: 'numeric', month: '2-digit', day: '2-digit' });
const firmToday = (now = Date.now()) => FIRM_DAY.format(now);
const plusDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const inWeekOrder = (week: OpeningPeriod[]) => [...week].sort((a, b) => ((WEEKDAYS.indexOf(a.day) + 6) % 7) - ((WEEKDAYS.indexOf(b.day) + 6) % 7));

/** What booking needs of an office for a range of days: its weekly hours and the days it is closed for a holiday. */
export interface OfficeSchedule {
  week: OpeningPeriod[];
  holidays: NamedDay[];
}

/** Federal holidays overlaid with the office's own settings, day by day. */
function holidaysOf(from: string, to: string, own: OfficeHolidayEntity[]): OfficeHolidayView[] {
  const byDate = new Map<string, OfficeHolidayView>();
  for (const day of federalHolidaysBetween(from, to)) byDate.set(day.date, { ...day, closed: true, source: 'federal' });
  for (const h of own) byDate.set(h.date, { date: h.date, name: h.name, closed: h.closed, source: byDate.has(h.date) ? 'federal' : 'office' });
  return [...byDate.values()].sort((a, b) => a.date.localeCompare(b.date));
}

/** Weekly hours and holidays per office: staff edit them (audited); booking, office pages and the footer read them. */
@Injectable()
export class OfficesService implements OnModuleInit {
  constructor(
    private readonly repository: OfficesRepository,
    private readonly audit: AuditService,
    private readonly siteData: SiteDataRegistry,
  ) {}

  /** The footer, office pages and LocalBusiness JSON-LD show each office's hours table (served HTML, within a minute). */
  onModuleInit(): void {
    this.siteData.register({
      key: 'officeHours',
      load: async () => Object.fromEntries((await this.repository.allHours()).map((row) => [row.office, openingHoursOf(inWeekOrder(row.week))])),
    });
  }

  async hours(office: BookingOffice, manager?: Tx, now = Date.now()): Promise<OfficeHours> {
    const row = await this.repository.hours(office, manager);
    if (!row) throw officesErrors.notFound();
    const from = firmToday(now);
    const to = plusDays(from, HOLIDAY_WINDOW_DAYS);
    return {
      office,
      week: inWeekOrder(row.week),
      holidays: holidaysOf(from, to, await this.repository.holidays(office, from, to, manager)),
      version: row.version,
      updatedAt: row.updatedAt.toISOString(),
    };
  }

  /** New weekly hours (and holiday settings when given) at the version the staff member saw: 409 when stale. */
  async update(office: BookingOffice, body: OfficeHoursUpdate, actorId: string): Promise<OfficeHours> {
    return this.repository.transaction(async (manager) => {
      if (!(await this.repository.hours(office, manager))) throw officesErrors.notFound();
      if (!(await this.repository.updateWeek(manager, office, body.version, inWeekOrder(body.week)))) throw officesErrors.stale();
      if (body.holidays) await this.repository.replaceHolidays(manager, office, firmToday(), body.holidays);
      await this.audit.record(
        {
          actorId,
          action: 'office_hours.updated',
          subjectType: 'office_hours',
          subjectId: office,
          details: { days: body.week.map((p) => p.day), ...(body.holidays && { holidays: body.holidays.length }) },
        },
        manager,
      );
      return this.hours(office, manager);
    });
  }

  /** The office's week and its closed holidays from `from` through `to` (YYYY-MM-DD, inclusive). */
  async schedule(office: BookingOffice, from: string, to: string): Promise<OfficeSchedule> {
    const [row, own] = await Promise.all([this.repository.hours(office), this.repository.holidays(office, from, to)]);
    if (!row) throw officesErrors.notFound();
    return { week: row.week, holidays: holidaysOf(from, to, own).filter((h) => h.closed) };
  }

  /** Every office's week and the holidays it is closed in the next `days` days (for the public pages). */
  async publicHours(days = 62, now = Date.now()): Promise<Array<{ office: string; week: OpeningPeriod[]; holidays: NamedDay[] }>> {
    const from = firmToday(now);
    const to = plusDays(from, days);
    const rows = await this.repository.allHours();
    return Promise.all(
      rows.map(async (row) => ({
        office: row.office,
        week: inWeekOrder(row.week),
        holidays: holidaysOf(from, to, await this.repository.holidays(row.office, from, to))
          .filter((h) => h.closed)
          .map(({ date, name }) => ({ date, name })),
      })),
    );
  }
}
