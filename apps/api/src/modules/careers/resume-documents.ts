import type { UploadKind } from '@huron/shared/contracts';
import type { Tx } from '../../platform/database/transactions';

export interface ResumeOwner {
  type: string;
  id: string;
}

/** What applications need from document storage: UploadsService.claimOne / listFor (bound in careers.module.ts). */
export abstract class ResumeDocuments {
  abstract claimOne(id: string, owner: ResumeOwner, manager: Tx, field: string, kinds: readonly UploadKind[]): Promise<{ name: string; type: UploadKind }>;
  abstract listFor(owner: ResumeOwner): Promise<Array<{ id: string; name: string; size: number; type: UploadKind }>>;
}

export const APPLICATION_OWNER = 'career_application';
