import './styles.css';
import type { RouteObject } from 'react-router';
import { featurePages } from '@huron/web/ui';

// Route objects and lazy imports only: this file is part of the shell's first-load script.
const pages = featurePages('feature-contact', import.meta.glob('./pages/*.tsx'));

/** The contact page: quick actions, the offices and the contact form. */
export const contactRoutes: RouteObject[] = [{ path: 'contact', ...pages.route('contact', 'ContactPage') }];
