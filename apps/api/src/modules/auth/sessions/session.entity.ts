import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

export type Aal = 'aal1' | 'aal2';

/** How the session was authenticated, newest first; becomes the JWT's amr claim. */
export interface AmrEntry {
  method: string;
  timestamp: number;
}

@Entity({ name: 'sessions', schema: 'auth' })
export class SessionEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @Column({ type: 'text', default: 'aal1' })
  aal: Aal;

  @Column({ type: 'jsonb', default: [] })
  amr: AmrEntry[];

  @Column({ name: 'factor_id', type: 'uuid', nullable: true })
  factorId: string | null;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;

  @Column({ name: 'refreshed_at', type: 'timestamptz', nullable: true })
  refreshedAt: Date | null;
}
