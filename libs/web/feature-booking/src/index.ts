import './styles.css';
import type { RouteObject } from 'react-router';
import { featurePages } from '@huron/web/ui';

// Route objects and lazy imports only: this file is part of the shell's first-load script.
const pages = featurePages('feature-booking', import.meta.glob('./pages/*.tsx'));

/** Appointment booking, and the private link's page to move or cancel one. */
export const bookingRoutes: RouteObject[] = [
  { path: 'schedule', ...pages.route('schedule', 'SchedulePage') },
  { path: 'schedule/manage', ...pages.route('schedule-manage', 'ScheduleManagePage') },
];
