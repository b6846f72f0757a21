import { m } from '@huron/shared/i18n';
import { z } from 'zod';

/** The year typed as text (what the field holds), read as a number: the API's bodies take an integer. */
export const taxYearField = z
  .string()
  .trim()
  .regex(/^\d{4}$/, { message: m.admin_engagement_tax_year_invalid() })
  .transform(Number);

/** The year most returns are for: last year. */
export const lastYear = () => String(new Date().getFullYear() - 1);
