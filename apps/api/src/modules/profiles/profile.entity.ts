import { Column, Entity, PrimaryColumn } from 'typeorm';

/** The person behind an auth user: created with the user, in the same transaction. */
@Entity('user_profiles')
export class ProfileEntity {
  /** Same id as the auth user. */
  @PrimaryColumn({ type: 'uuid' })
  id: string;

  @Column({ type: 'text' })
  email: string;

  @Column({ name: 'full_name', type: 'text', nullable: true })
  fullName: string | null;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
