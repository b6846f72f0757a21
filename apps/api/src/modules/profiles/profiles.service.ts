import { Injectable } from '@nestjs/common';
import type { Profile } from '@huron/shared/contracts';
import { ApiError } from '../../platform/http/api-error';
import { fullNameFrom } from './full-name';
import { ProfilesRepository } from './profiles.repository';
import type { Tx } from '../../platform/database/transactions';

/** The person behind each account: kept in step with the auth user (see profile-sync.listener.ts). */
@Injectable()
export class ProfilesService {
  constructor(private readonly repository: ProfilesRepository) {}

  createForUser(manager: Tx, user: { id: string; email: string; metadata: Record<string, unknown> }): Promise<void> {
    return this.repository.insert(manager, { id: user.id, email: user.email, fullName: fullNameFrom(user.metadata) });
  }

  changeEmail(manager: Tx, id: string, email: string): Promise<void> {
    return this.repository.setEmail(manager, id, email);
  }

  /** Only a change that names full_name touches the profile; full_name: null clears it. */
  async applyMetadataChanges(manager: Tx, id: string, changes: Record<string, unknown>): Promise<void> {
    if ('full_name' in changes) await this.repository.setFullName(manager, id, fullNameFrom(changes));
  }

  /** 404 in the /api format when there is none. */
  async view(id: string): Promise<Profile> {
    const profile = await this.repository.findById(id);
    if (!profile) throw ApiError.notFound('Profile');
    return { id: profile.id, email: profile.email, fullName: profile.fullName, createdAt: profile.createdAt.toISOString() };
  }
}
