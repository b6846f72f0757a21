import './styles.css';
import type { RouteObject } from 'react-router';
import { featurePages } from '@huron/web/ui';

// Route objects and lazy imports only: this file is part of the shell's first-load script.
const pages = featurePages('feature-careers', import.meta.glob('./pages/*.tsx'));

/** The open positions. */
export const careersRoutes: RouteObject[] = [{ path: 'careers', ...pages.route('careers', 'CareersPage') }];
