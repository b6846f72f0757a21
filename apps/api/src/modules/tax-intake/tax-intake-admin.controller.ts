import { taxIntakeDetailSchema, taxIntakeIdSchema, taxIntakeListQuerySchema, taxIntakePageSchema, taxIntakePatchSchema } from '@huron/shared/contracts';
import { AdminRecordsController } from '../admin';
import { TaxIntakeAdminService } from './tax-intake-admin.service';

export class TaxIntakeAdminController extends AdminRecordsController(TaxIntakeAdminService, {
  path: 'admin/tax-intakes',
  schemas: { query: taxIntakeListQuerySchema, page: taxIntakePageSchema, id: taxIntakeIdSchema, detail: taxIntakeDetailSchema, patch: taxIntakePatchSchema },
  summaries: {
    list: 'Tax intakes, newest or oldest first, filtered and searched (staff; audit-logged)',
    exportCsv: 'Every tax intake as CSV, filtered like the list, streamed (staff; audited)',
    detail: 'One tax intake with its documents (staff; audit-logged)',
  },
}) {}
