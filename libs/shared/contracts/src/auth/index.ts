export * from './auth-limits';
export * from './auth-fields';
export * from './sign-up.schema';
export * from './sign-in.schema';
export * from './new-password.schema';
export * from './auth-error-codes';
export * from './authenticator-code.schema';
