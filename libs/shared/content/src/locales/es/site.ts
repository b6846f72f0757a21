export const sourceHash = 'a8b3a7e72f312653aec344cb524a46b490529c9a3a48922bc2345eb1f70ff58c';

import type * as english from '../../site';
import { siteFacts, standardWeek } from '../../site-facts';

export const site: typeof english.site = {
  ...siteFacts,
  description:
    'Preparación de impuestos, impuestos de negocios, asesoría y solución de problemas con el IRS para personas y pequeños negocios en Dearborn, Ypsilanti, Ann Arbor y todo Michigan, en persona o a distancia.',
  claims: { ...siteFacts.claims, refundAdvance: 'hasta $7,000' },
};

export const standardHours: typeof english.standardHours = [
  { ...standardWeek[0], label: 'Lun-Vie 10 a. m.-7 p. m.' },
  { ...standardWeek[1], label: 'Sáb 10 a. m.-5 p. m.' },
  { ...standardWeek[2], label: 'Dom 11 a. m.-4 p. m.' },
];
