// The auth module's public face: other modules, the app and the CLI import only what is exported here.
export { AuthCoreModule } from './auth-core.module';
export { AuthModule } from './auth.module';
export { respondAuthBodyError } from './errors/auth-body-errors';
export { authErrorFormat } from './errors/auth-error-format';
export { AllowSignedOut, CurrentUser, MaybeCurrentUser, RequireStaff, RequireUser } from './passport/auth-decorators';
export { staffActorOf } from './passport/staff-actor-of';
export { CurrentStaff, StaffController } from './passport/staff-route';
export type { AuthenticatedUser } from './passport/authenticated-user';
export { PeopleDirectoryService } from './staff/people-directory.service';
export { AccountLocales } from './users/account-locales.service';
export { StaffAccountsService } from './staff/staff-accounts.service';
export { SignInInvitations } from './verification/sign-in-invitations.service';
export { serveRefreshGrantsAheadOfExpress } from './tokens/refresh-grant-lane';
export { UserCreated, UserEmailChanged, UserMetadataChanged } from './users/user.events';
