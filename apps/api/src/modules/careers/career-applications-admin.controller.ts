import {
  careerApplicationDetailSchema,
  careerApplicationIdSchema,
  careerApplicationListQuerySchema,
  careerApplicationPageSchema,
} from '@huron/shared/contracts';
import { AdminRecordsController } from '../admin';
import { CareerApplicationsAdminService } from './career-applications-admin.service';

export class CareerApplicationsAdminController extends AdminRecordsController(CareerApplicationsAdminService, {
  path: 'admin/applications',
  schemas: { query: careerApplicationListQuerySchema, page: careerApplicationPageSchema, id: careerApplicationIdSchema, detail: careerApplicationDetailSchema },
  summaries: {
    list: 'Job applications, newest or oldest first, filtered by status, job and days, searched by name or email (staff; audit-logged)',
    exportCsv: 'Every job application as CSV, filtered like the list, streamed (staff; audited)',
    detail: 'One job application with its résumé (open it with GET /api/admin/uploads/{id}/link) (staff; audit-logged)',
  },
}) {}
