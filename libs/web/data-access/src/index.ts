export * from './theme/theme-store';
export * from './toast/toast-store';
