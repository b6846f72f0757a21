import { Inject, Injectable } from '@nestjs/common';
import type { AdminReferral, AdminReferralPatch, AdminReferralQuery } from '@huron/shared/contracts';
import { AuditService } from '../../platform/audit/audit.service';
import type { Response } from 'express';
import { csvColumns, streamCsv } from '../../platform/csv';

import type { AppConfig } from '../../platform/config/app-config';
import { APP_CONFIG } from '../../platform/config/config.module';
import { decodeCursor, encodeCursor } from '../../platform/pagination';
import { ReferralErrors } from './referral.errors';
import { adminView } from './referral-row';
import { nextState } from './referral-workflow';
import { ReferralsRepository } from './referrals.repository';

/** Staff work on referrals; every read and change is audited (ids and field names, never the personal data). */
const REFERRAL_COLUMNS = csvColumns<AdminReferral>(
  ['createdAt', 'referrerName', 'referrerEmail', 'friendName', 'friendEmail', 'friendPhone', 'source', 'status', 'rewardCents', 'declineReason', 'updatedAt'],
  { createdAt: 'Referred', referrerName: 'Referrer', friendName: 'Friend' },
);

@Injectable()
export class ReferralsAdminService {
  constructor(
    private readonly repository: ReferralsRepository,
    private readonly audit: AuditService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async list(query: AdminReferralQuery, actorId: string): Promise<{ items: AdminReferral[]; nextCursor: string | null }> {
    const rows = await this.repository.listAll({
      status: query.status,
      q: query.q,
      order: query.order,
      limit: query.limit + 1,
      after: query.cursor ? decodeCursor(query.cursor) : undefined,
    });
    const page = rows.slice(0, query.limit);
    const last = page.at(-1);
    await this.audit.record({ actorId, action: 'referrals.listed', subjectType: 'referral', details: { ids: page.map((r) => r.id) } });
    return {
      items: page.map(({ cursorAt: _cursor, ...row }) => adminView(row)),
      nextCursor: rows.length > query.limit && last ? encodeCursor(last.cursorAt, last.id) : null,
    };
  }

  /** Every referral the filters select, as CSV, page by page (each page is audited as read, like a list). */
  async exportCsv(query: AdminReferralQuery, actorId: string, res: Response): Promise<void> {
    const rows = await streamCsv(res, 'referrals.csv', REFERRAL_COLUMNS, (cursor) => this.list({ ...query, cursor, limit: 100 }, actorId));
    await this.audit.record({ actorId, action: 'referrals.exported', subjectType: 'referral', details: { rows } });
  }

  async view(id: string, actorId: string): Promise<AdminReferral> {
    const row = await this.repository.findById(id);
    if (!row) throw ReferralErrors.notFound();
    await this.audit.record({ actorId, action: 'referral.read', subjectType: 'referral', subjectId: id });
    const { cursorAt: _cursor, ...rest } = row as typeof row & { cursorAt?: string };
    return adminView(rest);
  }

  /**
   * One step of the workflow, only if the row still has the version the staff member saw: of two concurrent
   * changes from one version, the second finds the version moved and gets 409.
   */
  async patch(id: string, patch: AdminReferralPatch, actorId: string): Promise<AdminReferral> {
    return this.repository.transaction(async (manager) => {
      const current = await this.repository.lockById(manager, id);
      if (!current) throw ReferralErrors.notFound();
      if (current.version !== patch.version) throw ReferralErrors.versionConflict();
      const change = nextState(current, patch, this.config.referrals);
      const updated = await this.repository.updateIfVersion(manager, id, patch.version, change);
      if (!updated) throw ReferralErrors.versionConflict();
      await this.audit.record(
        {
          actorId,
          action: 'referral.updated',
          subjectType: 'referral',
          subjectId: id,
          details: { from: current.status, to: change.status, rewardCents: change.rewardCents },
        },
        manager,
      );
      const { cursorAt: _cursor, ...rest } = updated as typeof updated & { cursorAt?: string };
      return adminView(rest);
    });
  }
}
