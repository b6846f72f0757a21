import { AuditLog1763780000000 } from './1763780000000-audit-log';

/** Every migration, oldest first. Listed explicitly so the build needs no file globbing. */
export const migrations = [AuditLog1763780000000];
