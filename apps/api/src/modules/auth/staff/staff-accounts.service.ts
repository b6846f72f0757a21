import { Inject, Injectable } from '@nestjs/common';
import { AuditService } from '../../../platform/audit/audit.service';
import type { AppConfig } from '../../../platform/config/app-config';
import { APP_CONFIG } from '../../../platform/config/config.module';
import { PasswordHasher } from '../crypto/password-hasher.service';
import { AuthMailer } from '../verification/auth-mailer.service';
import { STAFF_ROLE } from '../users/roles';
import { validEmail } from '../users/email-address';
import { assertPasswordAcceptable } from '../users/password-policy';
import { assertMetadataAcceptable } from '../users/user-metadata';
import { UsersService } from '../users/users.service';
import { Transactions } from '../../../platform/database/transactions';

export interface GrantStaffInput {
  email: string;
  fullName?: string;
  /** Without one, a new account gets a password-reset email to choose its own. */
  password?: string;
}

export interface StaffChange {
  userId: string;
  created: boolean;
  passwordResetSent: boolean;
  changed: boolean;
}

/** Creates or promotes staff accounts (the `npm run staff` command); every change is audited. */
@Injectable()
export class StaffAccountsService {
  constructor(
    private readonly transactions: Transactions,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly users: UsersService,
    private readonly hasher: PasswordHasher,
    private readonly mailer: AuthMailer,
    private readonly audit: AuditService,
  ) {}

  async grant(input: GrantStaffInput): Promise<StaffChange> {
    const email = validEmail(input.email);
    if (input.password !== undefined) assertPasswordAcceptable(input.password, this.config.auth.passwordMinLength, email);
    const userMetadata = input.fullName ? { full_name: input.fullName } : {};
    assertMetadataAcceptable(userMetadata);
    const passwordHash = input.password !== undefined ? await this.hasher.hash(input.password) : null;
    return this.transactions.run(async (manager) => {
      let user = await this.users.findByEmail(email, manager);
      const created = !user;
      let passwordResetSent = false;
      if (!user) {
        user = (await this.users.create(manager, { email, passwordHash, userMetadata, confirmed: true }))!;
        if (!passwordHash) {
          await this.mailer.sendLink(manager, { kind: 'recovery', userId: user.id, to: email });
          passwordResetSent = true;
        }
      } else if (passwordHash) {
        await this.users.update(manager, user.id, { encryptedPassword: passwordHash });
      }
      const roles = user.appMetadata.roles ?? [];
      const changed = !roles.includes(STAFF_ROLE);
      if (changed) await this.users.update(manager, user.id, { appMetadata: { ...user.appMetadata, roles: [...roles, STAFF_ROLE] } });
      await this.audit.record(
        { actorId: null, action: 'staff.granted', subjectType: 'user', subjectId: user.id, details: { via: 'cli', created, changed } },
        manager,
      );
      return { userId: user.id, created, passwordResetSent, changed };
    });
  }

  async revoke(emailInput: string): Promise<StaffChange | null> {
    const email = validEmail(emailInput);
    return this.transactions.run(async (manager) => {
      const user = await this.users.findByEmail(email, manager);
      if (!user) return null;
      const roles = user.appMetadata.roles ?? [];
      const changed = roles.includes(STAFF_ROLE);
      if (changed) await this.users.update(manager, user.id, { appMetadata: { ...user.appMetadata, roles: roles.filter((r) => r !== STAFF_ROLE) } });
      await this.audit.record({ actorId: null, action: 'staff.revoked', subjectType: 'user', subjectId: user.id, details: { via: 'cli', changed } }, manager);
      return { userId: user.id, created: false, passwordResetSent: false, changed };
    });
  }
}
