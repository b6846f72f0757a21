export * from './theme/theme-store';
export * from './toast/toast-store';
export * from './auth/auth-paths';
export * from './auth/auth-store';
export * from './auth/auth-provider';
export * from './auth/load-auth-client';
export * from './auth/display-name';
export * from './auth/require-session';
