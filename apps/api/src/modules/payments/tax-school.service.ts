import { Injectable } from '@nestjs/common';
import type { TaxSchoolRegistrationCheckout, TaxSchoolRegistrationCreate, TaxSchoolSessionList } from '@huron/shared/contracts';
import { withUniqueReference } from '../../platform/references';
import { CourseSessionsService } from './course-sessions.service';
import { PaymentsRepository } from './payments.repository';
import { PaymentsService } from './payments.service';

/** The spec's description for a tax-school payment. */
export const TAX_SCHOOL_DESCRIPTION = 'Tax School Registration';

/** Registrations for the tax-preparer course: the price is the session's (course_sessions), never the browser's. */
@Injectable()
export class TaxSchoolService {
  constructor(
    private readonly repository: PaymentsRepository,
    private readonly payments: PaymentsService,
    private readonly courseSessions: CourseSessionsService,
  ) {}

  sessions(): Promise<TaxSchoolSessionList> {
    return this.courseSessions.sessions();
  }

  /**
   * Takes a seat and records the registration with its pending payment in one transaction (the session's row is locked
   * meanwhile, so its seats are never oversold), then opens the checkout. A pending payment holds its seat until it
   * fails or expires.
   */
  async register(input: TaxSchoolRegistrationCreate): Promise<TaxSchoolRegistrationCheckout> {
    const { payment, registrationId } = await withUniqueReference(() =>
      this.repository.transaction(async (manager) => {
        const session = await this.courseSessions.takeSeat(manager, input.course);
        const recorded = await this.payments.recordPending(
          manager,
          this.payments.newPayment({
            amount: session.priceCents,
            description: TAX_SCHOOL_DESCRIPTION,
            name: input.name,
            email: input.email,
            phone: input.phone,
            course: session.code,
            locale: input.locale,
          }),
        );
        const id = await this.courseSessions.insertRegistration(manager, {
          paymentId: recorded.id,
          sessionId: session.id,
          name: input.name,
          email: input.email,
          phone: input.phone,
          course: session.code,
          locale: input.locale ?? 'en',
        });
        return { payment: recorded, registrationId: id };
      }),
    );
    return { id: payment.id, registrationId, url: await this.payments.openSession(payment) };
  }
}
