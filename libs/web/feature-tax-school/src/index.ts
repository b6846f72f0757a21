import './styles.css';
import type { RouteObject } from 'react-router';
import { featurePages } from '@huron/web/ui';

// Route objects and lazy imports only: this file is part of the shell's first-load script.
const pages = featurePages('feature-tax-school', import.meta.glob('./pages/*.tsx'));

/** The tax-preparer course: curriculum, schedule and fees. */
export const taxSchoolRoutes: RouteObject[] = [{ path: 'tax-school', ...pages.route('tax-school', 'TaxSchoolPage') }];
