import './styles.css';
import type { RouteObject } from 'react-router';
import { featurePages } from '@huron/web/ui';

// Route objects and lazy imports only: this file is part of the shell's first-load script.
const pages = featurePages('feature-account', import.meta.glob('./pages/*.tsx'));

/** Sign-in, sign-up, password and account settings (noindex; session-dependent parts render 'Loading...' until the first session check). */
export const accountRoutes: RouteObject[] = [
  { path: 'login', ...pages.route('login', 'LoginPage') },
  { path: 'signup', ...pages.route('signup', 'SignupPage') },
  { path: 'forgot-password', ...pages.route('forgot-password', 'ForgotPasswordPage') },
  { path: 'reset-password', ...pages.route('reset-password', 'ResetPasswordPage') },
  { path: 'account', ...pages.route('account', 'AccountPage', { signedInOnly: true }) },
  { path: 'auth/confirm', ...pages.route('confirm', 'ConfirmPage') },
];
