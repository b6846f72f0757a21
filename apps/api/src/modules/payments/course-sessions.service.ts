import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleInit } from '@nestjs/common';
import type { TaxSchoolSessionList } from '@huron/shared/contracts';
import { DEFAULT_COURSE_SESSION_PRICE_CENTS } from '@huron/shared/contracts';
import { michiganToday, taxSchoolCourse } from '@huron/shared/content';
import type { Tx } from '../../platform/database/transactions';
import type { AppConfig } from '../../platform/config/app-config';
import { APP_CONFIG } from '../../platform/config/config.module';
import { SiteDataRegistry } from '../../platform/site-data';
import { describeSession, publicSession, sessionState } from './course-session-words';
import { courseSessionErrors } from './course-sessions.errors';
import { CourseSessionsRepository, type CourseSessionRow } from './course-sessions.repository';

/** How long /tax-school keeps listing a session after its last day, marked closed: the recent history. */
const HISTORY_DAYS = 366;

/**
 * The Tax School's sessions as visitors see them (staff edit them in course-sessions-admin.service.ts): the list on
 * /tax-school (also the site data `courseSessions`, so the served HTML follows the database), the seat a registration
 * takes, and what its receipt says.
 */
@Injectable()
export class CourseSessionsService implements OnModuleInit, OnApplicationBootstrap {
  private readonly log = new Logger('TaxSchool');

  constructor(
    private readonly repository: CourseSessionsRepository,
    private readonly siteData: SiteDataRegistry,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** /tax-school's served HTML lists the sessions as GET /api/tax-school/sessions does (platform/web-host live-pages.ts). */
  onModuleInit(): void {
    this.siteData.register({ key: 'courseSessions', load: () => this.sessions() });
  }

  /** `npm start` on an empty database: one open session a month ahead, so the registration form can be tried at once. */
  async onApplicationBootstrap(): Promise<void> {
    if (this.config.env !== 'development') return;
    const today = this.today();
    if ((await this.repository.listSince(today)).some((session) => sessionState(session, today) === 'open')) return;
    const first = addDays(today, 30);
    await this.repository
      .transaction((manager) =>
        this.repository.insert(manager, {
          code: 'DEV-1',
          title: taxSchoolCourse.name,
          format: 'live',
          firstDay: first,
          lastDay: addDays(first, 14),
          weekdays: [6],
          startTime: '10:00',
          endTime: '14:00',
          seats: 20,
          priceCents: DEFAULT_COURSE_SESSION_PRICE_CENTS,
          registrationDeadline: addDays(first, -1),
          joinDetails: 'https://meet.example.com/huron-tax-school',
          status: 'open',
        }),
      )
      .catch((error: unknown) => this.log.warn({ msg: 'development session not added', error: String(error) }));
  }

  today(): string {
    return this.config.payments.taxSchoolToday ?? michiganToday();
  }

  /** Current and upcoming sessions, and those that ended within the last year (closed), the earliest first. */
  async sessions(): Promise<TaxSchoolSessionList> {
    const today = this.today();
    const rows = await this.repository.listSince(addDays(today, -HISTORY_DAYS));
    return { feeCents: DEFAULT_COURSE_SESSION_PRICE_CENTS, sessions: rows.map((row) => publicSession(row, today)) };
  }

  /**
   * The session `code`, locked for the caller's transaction, if it takes a registration now: unknown -> 400 naming the
   * sessions, closed -> 400, every seat taken -> 409. The lock makes concurrent registrations take seats one at a time.
   */
  async takeSeat(manager: Tx, code: string): Promise<CourseSessionRow> {
    const session = await this.repository.lockByCode(manager, code);
    const today = this.today();
    if (!session) throw courseSessionErrors.unknownCourse((await this.sessions()).sessions.map((s) => s.code));
    const state = sessionState(session, today);
    if (state === 'closed') throw courseSessionErrors.closed(session.code);
    if (state === 'full') throw courseSessionErrors.full(session.code);
    return session;
  }

  insertRegistration(manager: Tx, registration: Parameters<CourseSessionsRepository['insertRegistration']>[1]): Promise<string> {
    return this.repository.insertRegistration(manager, registration);
  }

  /** The receipt's words for the session `code` (null for a code no session has). */
  async describe(code: string, manager?: Tx): Promise<ReturnType<typeof describeSession> | null> {
    const session = await this.repository.findByCode(code, manager);
    return session ? describeSession(session) : null;
  }
}

export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
