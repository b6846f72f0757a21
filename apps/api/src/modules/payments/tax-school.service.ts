import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { TaxSchoolRegistrationCheckout, TaxSchoolRegistrationCreate, TaxSchoolSessionList } from '@huron/shared/contracts';
import { isSessionOpen, michiganToday, taxSchoolCourse } from '@huron/shared/content';
import type { AppConfig } from '../../platform/config/app-config';
import { APP_CONFIG } from '../../platform/config/config.module';
import { ApiError } from '../../platform/http/api-error';
import { withUniqueReference } from '../../platform/references';
import { SiteDataRegistry } from '../../platform/site-data';
import { PaymentsRepository } from './payments.repository';
import { PaymentsService } from './payments.service';

/** The spec's description for a tax-school payment. */
export const TAX_SCHOOL_DESCRIPTION = 'Tax School Registration';

/** Registrations for the tax-preparer course: the fee is ours (libs/shared/content), never the browser's. */
@Injectable()
export class TaxSchoolService implements OnModuleInit {
  constructor(
    private readonly repository: PaymentsRepository,
    private readonly payments: PaymentsService,
    private readonly siteData: SiteDataRegistry,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** /tax-school's served HTML lists the sessions as this route does (platform/web-host live-pages.ts). */
  onModuleInit(): void {
    this.siteData.register({ key: 'courseSessions', load: () => Promise.resolve(this.sessions()) });
  }

  private today(): string {
    return this.config.payments.taxSchoolToday ?? michiganToday();
  }

  sessions(): TaxSchoolSessionList {
    const today = this.today();
    return {
      feeCents: taxSchoolCourse.feeCents,
      sessions: taxSchoolCourse.sessions.map(({ code, format, schedule, startDate, endDate }) => ({
        code,
        format,
        schedule,
        startDate,
        endDate,
        open: isSessionOpen({ code, format, schedule, startDate, endDate, mode: 'online', times: null }, today),
      })),
    };
  }

  /** Records the registration and its pending $149.00 payment together, then opens the checkout. */
  async register(input: TaxSchoolRegistrationCreate): Promise<TaxSchoolRegistrationCheckout> {
    const session = taxSchoolCourse.sessions.find((s) => s.code === input.course);
    if (!session) throw ApiError.validation([{ field: 'course', message: `must be one of ${taxSchoolCourse.sessions.map((s) => s.code).join(', ')}` }]);
    if (!isSessionOpen(session, this.today())) throw ApiError.validation([{ field: 'course', message: `session ${session.code} is closed for registration` }]);
    const newPayment = this.payments.newPayment({
      amount: taxSchoolCourse.feeCents,
      description: TAX_SCHOOL_DESCRIPTION,
      name: input.name,
      email: input.email,
      phone: input.phone,
      course: session.code,
    });
    const { payment, registrationId } = await withUniqueReference(() =>
      this.repository.transaction(async (manager) => {
        const recorded = await this.payments.recordPending(manager, newPayment);
        const id = await this.repository.insertRegistration(manager, {
          paymentId: recorded.id,
          name: input.name,
          email: input.email,
          phone: input.phone,
          course: session.code,
        });
        return { payment: recorded, registrationId: id };
      }),
    );
    return { id: payment.id, registrationId, url: await this.payments.openSession(payment) };
  }
}
