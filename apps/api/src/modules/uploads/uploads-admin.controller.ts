import { Controller, Get, Param, ParseUUIDPipe } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { uploadIdSchema, uploadLinkSchema, type UploadLink } from '@huron/shared/contracts';
import { ApiErrors, ApiZodParam, ApiZodResponse } from '../../platform/http/zod-validation';
import { CurrentUser, RequireStaff, type AuthenticatedUser } from '../auth';
import { UploadsService } from './uploads.service';

@ApiTags('admin: uploads')
@Controller('admin/uploads')
@RequireStaff()
@ApiErrors(401, 403)
export class UploadsAdminController {
  constructor(private readonly uploads: UploadsService) {}

  @Get(':id/link')
  @ApiOperation({ summary: 'A five-minute signed download link for a client document (staff; audit-logged)' })
  @ApiZodParam('id', uploadIdSchema)
  @ApiZodResponse(200, uploadLinkSchema)
  @ApiErrors(400, 404)
  link(@Param('id', new ParseUUIDPipe()) id: string, @CurrentUser() user: AuthenticatedUser): Promise<UploadLink> {
    return this.uploads.createLink(id, user.id);
  }
}
