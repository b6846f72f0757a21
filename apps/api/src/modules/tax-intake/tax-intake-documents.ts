import { HttpStatus, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { ApiError } from '../../platform/http/api-error';

export interface DocumentOwner {
  type: string;
  id: string;
}
export interface DocumentSummary {
  id: string;
  name: string;
  size: number;
  type: string;
}

/** What the intake needs from document storage: the shape of UploadsService.claim / listFor. */
export abstract class TaxIntakeDocuments {
  abstract claim(ids: string[], owner: DocumentOwner, manager: EntityManager): Promise<void>;
  abstract listFor(owner: DocumentOwner): Promise<DocumentSummary[]>;
}

/** Until the uploads module is wired in: no document can be referenced, so none is silently dropped. */
@Injectable()
export class NoDocumentStorage extends TaxIntakeDocuments {
  async claim(ids: string[]): Promise<void> {
    if (ids.length > 0) throw new ApiError(HttpStatus.UNPROCESSABLE_ENTITY, 'validation_failed', 'documents: document uploads are not available yet', [{ field: 'documents', message: 'document uploads are not available yet' }]);
  }

  async listFor(): Promise<DocumentSummary[]> {
    return [];
  }
}
