import { adminListQuerySchema, contactMessageDetailSchema, contactMessageIdSchema, contactMessagePageSchema } from '@huron/shared/contracts';
import { AdminRecordsController } from '../admin';
import { ContactMessagesAdminService } from './contact-messages-admin.service';

export class ContactMessagesAdminController extends AdminRecordsController(ContactMessagesAdminService, {
  path: 'admin/contact-messages',
  schemas: { query: adminListQuerySchema, page: contactMessagePageSchema, id: contactMessageIdSchema, detail: contactMessageDetailSchema },
  summaries: {
    list: 'Contact messages, newest or oldest first, filtered and searched by name or email (staff; audit-logged)',
    exportCsv: 'Every contact message as CSV, filtered like the list, streamed (staff; audited)',
    detail: 'One contact message (staff; audit-logged)',
  },
}) {}
