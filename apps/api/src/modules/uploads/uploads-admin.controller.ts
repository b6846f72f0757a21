import { Get } from '@nestjs/common';
import { uploadIdSchema, uploadLinkSchema, type UploadLink } from '@huron/shared/contracts';
import type { StaffActor } from '../../platform/admin';
import { UuidParam } from '../../platform/http/uuid-param';
import { ApiZodOperation } from '../../platform/openapi/api-zod-operation';
import { CurrentStaff, StaffController } from '../auth';
import { UploadsService } from './uploads.service';

@StaffController('admin/uploads', 'admin: uploads')
export class UploadsAdminController {
  constructor(private readonly uploads: UploadsService) {}

  @Get(':id/link')
  @ApiZodOperation({
    summary: 'A five-minute signed download link for a client document (staff; audit-logged)',
    param: uploadIdSchema,
    ok: uploadLinkSchema,
    errors: [400, 404],
  })
  link(@UuidParam() id: string, @CurrentStaff() actor: StaffActor): Promise<UploadLink> {
    return this.uploads.createLink(id, actor.id);
  }
}
