import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor, PayloadTooLargeException, mixin, type Type } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { UPLOAD_LIMITS } from '@huron/shared/contracts';
import type { Request } from 'express';
import { catchError, type Observable, throwError } from 'rxjs';
import { displayName } from './display-name';
import { uploadRefusal } from './upload-refusals';

const NAME_SEEN = Symbol('uploadName');
type WithName = Request & { [NAME_SEEN]?: string };

/**
 * Multer for one file in the field `file`, kept in memory but never beyond 15 MB: at the limit multer stops
 * reading and nothing is stored. Turns its 413 into the 422 that names the file.
 */
export const SingleDocumentInterceptor = FileInterceptor('file', {
  limits: { fileSize: UPLOAD_LIMITS.maxFileBytes, files: 1, fields: 5, parts: 6 },
  fileFilter: (req, file, accept) => {
    file.originalname = utf8Name(file.originalname);
    (req as WithName)[NAME_SEEN] = file.originalname;
    accept(null, true);
  },
});

/** Busboy (under multer 2) reads the multipart filename as latin1; browsers send UTF-8. */
function utf8Name(name: string): string {
  const decoded = Buffer.from(name, 'latin1').toString('utf8');
  return decoded.includes('\uFFFD') ? name : decoded;
}

@Injectable()
class NameTheFileInterceptorImpl implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const req = context.switchToHttp().getRequest<WithName>();
    return next.handle().pipe(catchError((error: unknown) => throwError(() => (error instanceof PayloadTooLargeException ? uploadRefusal.tooBig(displayName(req[NAME_SEEN])) : error))));
  }
}

export const NameTheFileInterceptor: Type<NestInterceptor> = mixin(NameTheFileInterceptorImpl);
