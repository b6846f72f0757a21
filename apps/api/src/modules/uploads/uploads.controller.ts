import { Controller, Get, Header, HttpStatus, Param, Post, Query, Req, StreamableFile, UploadedFile, UseInterceptors } from '@nestjs/common';
import { ApiConsumes, ApiOperation, ApiTags } from '@nestjs/swagger';
import { UPLOAD_KINDS, uploadContentSchema, uploadFormSchema, uploadIdSchema, uploadReceiptSchema, type UploadReceipt } from '@huron/shared/contracts';
import { ApiError } from '../../platform/http/api-error';
import { ApiErrors, ApiZodBody, ApiZodContentResponse, ApiZodParam, ApiZodResponse } from '../../platform/http/zod-validation';
import type { Request } from 'express';
import { Idempotent } from '../../platform/idempotency';
import { RateLimit } from '../../platform/rate-limit';
import type { ReceivedDocument } from './received-document';
import { clientOf, StreamedDocumentInterceptor } from './streamed-document.interceptor';
import { uploadRefusal } from './upload-refusals';
import { UploadsService } from './uploads.service';
import { PublicAccess } from '../../platform/openapi/api-access';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

@ApiTags('uploads')
@PublicAccess()
@Controller('uploads')
export class UploadsController {
  constructor(private readonly uploads: UploadsService) {}

  // The rate limit's guard runs before any byte of the body is read. @Idempotent() comes first so its interceptor runs
  // innermost, after the file streamed by and its hash (the fingerprint) is known.
  @Post()
  @RateLimit('uploads', { limit: (config) => config.uploads.perHour })
  @Idempotent()
  @UseInterceptors(StreamedDocumentInterceptor)
  @ApiOperation({ summary: 'Store one client document (PDF, JPEG, PNG, HEIC, DOC or DOCX, at most 15 MB), encrypted; claim it with a submission within a day' })
  @ApiConsumes('multipart/form-data')
  @ApiZodBody(uploadFormSchema)
  @ApiZodResponse(201, uploadReceiptSchema, 'Stored')
  @ApiErrors(400, 422)
  upload(@UploadedFile() file: ReceivedDocument | undefined, @Req() req: Request): Promise<UploadReceipt> {
    if (!file) throw uploadRefusal.missingFile();
    return this.uploads.record(file, clientOf(req));
  }

  @Get(':id/content')
  @Header('Cache-Control', 'no-store')
  @Header('X-Content-Type-Options', 'nosniff')
  @ApiOperation({ summary: 'The decrypted document behind a signed link from GET /api/admin/uploads/{id}/link (valid five minutes)' })
  @ApiZodParam('id', uploadIdSchema)
  @ApiZodContentResponse(200, uploadContentSchema, UPLOAD_KINDS, 'The document, as an attachment')
  @ApiErrors(400, 404)
  async content(@Param('id') id: string, @Query('expires') expires?: string, @Query('signature') signature?: string): Promise<StreamableFile> {
    const document = UUID.test(id) ? await this.uploads.download(id.toLowerCase(), expires, signature) : null;
    // One answer for expired, altered and unknown links: nothing to learn from probing.
    if (!document) throw new ApiError(HttpStatus.NOT_FOUND, 'not_found', 'This link is not valid');
    return new StreamableFile(document.content, {
      type: document.type,
      length: document.content.length,
      disposition: `attachment; filename="${asciiFallback(document.name)}"; filename*=UTF-8''${encodeURIComponent(document.name)}`,
    });
  }
}

function asciiFallback(name: string): string {
  return name.replace(/[^\x20-\x7e]/g, '_');
}
