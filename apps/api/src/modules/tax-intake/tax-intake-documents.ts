import type { Tx } from '../../platform/database/transactions';

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

/** What the intake needs from document storage: UploadsService.claim / listFor (bound in tax-intake.module.ts). */
export abstract class TaxIntakeDocuments {
  abstract claim(ids: string[], owner: DocumentOwner, manager: Tx): Promise<void>;
  abstract listFor(owner: DocumentOwner): Promise<DocumentSummary[]>;
}
