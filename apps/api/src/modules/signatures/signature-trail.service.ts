import { Injectable } from '@nestjs/common';
import type { Tx } from '../../platform/database/transactions';
import { eventHash, firstBrokenLink, GENESIS_HASH, type ChainEvent } from './signature-chain';
import { SignaturesRepository } from './signatures.repository';

/**
 * The audit trail of a signature request as a hash chain. Appends run in the caller's transaction with the request row
 * locked, so one request's rows are numbered one after another without gaps.
 */
@Injectable()
export class SignatureTrail {
  constructor(private readonly repository: SignaturesRepository) {}

  async append(tx: Tx, requestId: string, type: string, details: Record<string, unknown>, at = new Date()): Promise<void> {
    const last = await this.repository.lastEvent(tx, requestId);
    const event = { requestId, seq: (last?.seq ?? 0) + 1, type, details, createdAt: at, prevHash: last?.hash ?? GENESIS_HASH };
    await this.repository.insertEvent(tx, { ...event, hash: eventHash(event) });
  }

  async check(tx: Tx, requestId: string): Promise<{ events: ChainEvent[]; brokenAt: number | null }> {
    const events = await this.repository.eventsOf(tx, requestId);
    return { events, brokenAt: firstBrokenLink(events) };
  }
}
