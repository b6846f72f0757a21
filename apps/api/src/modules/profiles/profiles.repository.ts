import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { ProfileEntity } from './profile.entity';

export interface NewProfile {
  id: string;
  email: string;
  fullName: string | null;
}

/**
 * The only file that knows the user_profiles table. Writes take the caller's EntityManager so they join its
 * transaction (a profile is written in the transaction that creates or changes its user).
 */
@Injectable()
export class ProfilesRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async insert(manager: EntityManager, profile: NewProfile): Promise<void> {
    await manager.getRepository(ProfileEntity).insert(profile);
  }

  async setEmail(manager: EntityManager, id: string, email: string): Promise<void> {
    await manager.getRepository(ProfileEntity).update({ id }, { email, updatedAt: () => 'now()' });
  }

  async setFullName(manager: EntityManager, id: string, fullName: string | null): Promise<void> {
    await manager.getRepository(ProfileEntity).update({ id }, { fullName, updatedAt: () => 'now()' });
  }

  findById(id: string): Promise<ProfileEntity | null> {
    return this.dataSource.getRepository(ProfileEntity).findOneBy({ id });
  }
}
