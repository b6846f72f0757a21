import './styles.css';
import type { RouteObject } from 'react-router';
import { featurePages } from '@huron/web/ui';

// Route objects and lazy imports only: this file is part of the shell's first-load script.
const pages = featurePages('feature-submit-info', import.meta.glob('./pages/*.tsx'));

/** "Submit your tax information": the multi-step client intake. */
export const submitInfoRoutes: RouteObject[] = [{ path: 'submit-info', ...pages.route('submit-info', 'SubmitInfoPage') }];
