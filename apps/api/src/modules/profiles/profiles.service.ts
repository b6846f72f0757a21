import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { ApiError } from '../../platform/http/api-error';
import { ProfileEntity } from './profile.entity';

/** A profile as the API shows it. */
export interface ProfileView {
  id: string;
  email: string;
  fullName: string | null;
  createdAt: string;
}

const MAX_NAME = 200;

/** full_name from sign-up or profile metadata: a trimmed non-empty string, else nothing. */
export function fullNameFrom(metadata: Record<string, unknown> | null | undefined): string | null {
  const value = metadata?.['full_name'];
  if (typeof value !== 'string') return null;
  const trimmed = value.trim().slice(0, MAX_NAME);
  return trimmed || null;
}

@Injectable()
export class ProfilesService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Called inside the transaction that creates the auth user, so both exist or neither does. */
  async createForUser(manager: EntityManager, user: { id: string; email: string; fullName: string | null }): Promise<void> {
    await manager.query(`INSERT INTO user_profiles (id, email, full_name) VALUES ($1, $2, $3)`, [user.id, user.email, user.fullName]);
  }

  async updateEmail(manager: EntityManager, id: string, email: string): Promise<void> {
    await manager.query(`UPDATE user_profiles SET email = $2, updated_at = now() WHERE id = $1`, [id, email]);
  }

  async updateFullName(manager: EntityManager, id: string, fullName: string | null): Promise<void> {
    await manager.query(`UPDATE user_profiles SET full_name = $2, updated_at = now() WHERE id = $1`, [id, fullName]);
  }

  findById(id: string): Promise<ProfileEntity | null> {
    return this.dataSource.getRepository(ProfileEntity).findOneBy({ id });
  }

  /** 404 in the /api format when there is none. */
  async view(id: string): Promise<ProfileView> {
    const profile = await this.findById(id);
    if (!profile) throw ApiError.notFound('Profile');
    return { id: profile.id, email: profile.email, fullName: profile.fullName, createdAt: profile.createdAt.toISOString() };
  }
}
