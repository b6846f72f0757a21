import { type CallHandler, type ExecutionContext, Inject, Injectable, Logger, type NestInterceptor, PayloadTooLargeException } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { UPLOAD_LIMITS } from '@huron/shared/contracts';
import type { Request } from 'express';
import { finalize, type Observable, tap } from 'rxjs';
import { displayName } from './display-name';
import { EncryptingStorageEngine } from './encrypting-storage-engine';
import type { ReceivedDocument } from './received-document';
import { uploadRefusal } from './upload-refusals';
import { UploadsService } from './uploads.service';

const NAME_SEEN = Symbol('uploadName');
type UploadRequest = Request & { [NAME_SEEN]?: string; file?: ReceivedDocument };

/**
 * Busboy signals its file-size limit when a file *reaches* it, so a file of exactly 15 MiB was refused while the
 * browser (size > limit) let it through: the limit handed to busboy is one byte more.
 */
const MultipartDocument = FileInterceptor('file', {
  limits: { fileSize: UPLOAD_LIMITS.maxFileBytes + 1, files: 1, fields: 5, parts: 6 },
  fileFilter: (req, file, accept) => {
    file.originalname = utf8Name(file.originalname);
    (req as UploadRequest)[NAME_SEEN] = file.originalname;
    accept(null, true);
  },
});

/** Busboy (under multer 2) reads the multipart filename as latin1; browsers send UTF-8. */
function utf8Name(name: string): string {
  const decoded = Buffer.from(name, 'latin1').toString('utf8');
  return decoded.includes('\uFFFD') ? name : decoded;
}

/**
 * One document in the multipart field `file`, streamed to storage as it arrives (see EncryptingStorageEngine). Before
 * reading, refuses an address whose unclaimed uploads are at their cap; after the handler, removes a stored object no
 * row came to name (an idempotent replay, a refusal, an error), so nothing is left behind.
 */
@Injectable()
export class StreamedDocumentInterceptor extends MultipartDocument implements NestInterceptor {
  private readonly log = new Logger('Uploads');

  // @Inject by name: the parent class's own parameter decorator (multer's module options, optional) would win otherwise.
  constructor(@Inject(UploadsService) private readonly uploads: UploadsService) {
    super({ storage: new EncryptingStorageEngine(uploads) });
  }

  override async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const req = context.switchToHttp().getRequest<UploadRequest>();
    await this.uploads.assertUnclaimedRoom(clientOf(req), Math.min(Number(req.headers['content-length']) || 0, UPLOAD_LIMITS.maxFileBytes));
    let handled: Observable<unknown>;
    try {
      handled = await super.intercept(context, next);
    } catch (error) {
      throw error instanceof PayloadTooLargeException ? uploadRefusal.tooBig(displayName(req[NAME_SEEN])) : error;
    }
    let recorded = false;
    return handled.pipe(
      tap((answer) => (recorded = (answer as { id?: unknown } | undefined)?.id === req.file?.uploadId)),
      finalize(() => {
        const key = req.file?.storageKey;
        if (key && !recorded)
          void this.uploads.discard(key).catch((error: Error) => this.log.warn({ msg: 'could not remove an unrecorded upload object', err: error.message }));
      }),
    );
  }
}

export function clientOf(req: Request): string {
  return req.ip ?? req.socket.remoteAddress ?? 'unknown';
}
