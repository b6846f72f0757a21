import { Injectable } from '@nestjs/common';
import { TaxIntakeRepository } from './tax-intake.repository';
import { TAX_INTAKE_OWNER } from './tax-intake.service';

export interface TaxIntakeForEngagement {
  id: string;
  email: string;
  fullName: string;
  office: string;
  /** The owner its documents were claimed under (UploadsService.listFor). */
  documentsOwner: { type: string; id: string };
}

/** What another module (the client portal's engagements) may read of a tax intake to open an engagement from it. */
@Injectable()
export class TaxIntakeLookup {
  constructor(private readonly repository: TaxIntakeRepository) {}

  async forEngagement(id: string): Promise<TaxIntakeForEngagement | undefined> {
    const row = await this.repository.findById(id);
    if (!row) return undefined;
    return { id: row.id, email: row.email, fullName: row.fullName, office: row.office, documentsOwner: { type: TAX_INTAKE_OWNER, id: row.id } };
  }
}
