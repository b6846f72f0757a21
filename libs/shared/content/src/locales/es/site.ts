export const sourceHash = '0e3718116481c396d67ec77cb363232e91c872732a33a36bc6161a245605c228';

import type * as english from '../../site';
import { site as englishSite } from '../../site';

/**
 * The English `site` is `as const`, so its visible strings have literal types: this copy keeps every fact (brand,
 * domain, url, phone, emails, rate, reward) from the English object and replaces only the visible sentences.
 */
export const site = {
  ...englishSite,
  description:
    'Preparación de impuestos, impuestos de negocios, asesoría y solución de problemas con el IRS para personas y pequeños negocios en Dearborn, Ypsilanti, Ann Arbor y todo Michigan, en persona o a distancia.',
  claims: {
    ...englishSite.claims,
    refundAdvance: 'hasta $7,000',
  },
} as const;

export const standardHours: typeof english.standardHours = [
  { days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '10:00', closes: '19:00', label: 'Lun-Vie 10 a. m.-7 p. m.' },
  { days: ['Saturday'], opens: '10:00', closes: '17:00', label: 'Sáb 10 a. m.-5 p. m.' },
  { days: ['Sunday'], opens: '11:00', closes: '16:00', label: 'Dom 11 a. m.-4 p. m.' },
];
