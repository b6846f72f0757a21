import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A PKCE flow: the client's code challenge, and later the hash of the authorisation code issued for it. */
@Entity({ name: 'flow_states', schema: 'auth' })
export class FlowStateEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @Column({ name: 'code_challenge', type: 'text' })
  codeChallenge: string;

  @Column({ name: 'code_challenge_method', type: 'text' })
  codeChallengeMethod: 's256' | 'plain';

  /** The amr method of the session the code will be exchanged for (e.g. 'otp', 'recovery'). */
  @Column({ name: 'authentication_method', type: 'text' })
  authenticationMethod: string;

  @Column({ name: 'auth_code_hash', type: 'text', nullable: true })
  authCodeHash: string | null;

  @Column({ name: 'auth_code_issued_at', type: 'timestamptz', nullable: true })
  authCodeIssuedAt: Date | null;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
