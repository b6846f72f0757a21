import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { FeedAppointment } from './appointment-feed.service';

/** booking_appointments as staff calendar feeds read them: by office and start, cancelled ones included. */
@Injectable()
export class AppointmentFeedRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async inOffices(offices: string[], from: Date, to: Date, limit: number): Promise<FeedAppointment[]> {
    return (await this.dataSource.query(
      `SELECT id, reference, office, service, starts_at AS "startsAt", ends_at AS "endsAt", status, name, email, phone,
              ics_sequence AS "sequence", updated_at AS "updatedAt"
       FROM booking_appointments
       WHERE office = ANY($1::text[]) AND starts_at >= $2 AND starts_at < $3
       ORDER BY starts_at, id LIMIT $4`,
      [offices, from, to, limit],
    )) as FeedAppointment[];
  }
}
