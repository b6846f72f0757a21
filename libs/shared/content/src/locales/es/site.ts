export const sourceHash = '8aa874547383aebd081f5d0233487116711193b93feb764985cc2254b37c9b86';

import type * as english from '../../site';
import { siteWith, standardHoursWith } from '../../site-facts';

export const site: typeof english.site = siteWith({
  description:
    'Preparación de impuestos, impuestos de negocios, asesoría y solución de problemas con el IRS para personas y pequeños negocios en Dearborn, Ypsilanti, Ann Arbor y todo Michigan, en persona o a distancia.',
  refundAdvance: 'hasta $7,000',
});

export const standardHours: typeof english.standardHours = standardHoursWith(['Lun-Vie 10 a. m.-7 p. m.', 'Sáb 10 a. m.-5 p. m.', 'Dom 11 a. m.-4 p. m.']);
