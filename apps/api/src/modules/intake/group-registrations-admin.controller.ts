import { adminListQuerySchema, groupRegistrationDetailSchema, groupRegistrationIdSchema, groupRegistrationPageSchema } from '@huron/shared/contracts';
import { AdminRecordsController } from '../admin';
import { GroupRegistrationsAdminService } from './group-registrations-admin.service';

export class GroupRegistrationsAdminController extends AdminRecordsController(GroupRegistrationsAdminService, {
  path: 'admin/group-registrations',
  schemas: { query: adminListQuerySchema, page: groupRegistrationPageSchema, id: groupRegistrationIdSchema, detail: groupRegistrationDetailSchema },
  summaries: {
    list: 'Group registrations, newest or oldest first, filtered and searched by name or email (staff; audit-logged)',
    exportCsv: 'Every group registration as CSV, filtered like the list, streamed (staff; audited)',
    detail: 'One group registration (staff; audit-logged)',
  },
}) {}
