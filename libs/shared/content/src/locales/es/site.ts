export const sourceHash = '5dd16be8fa31e3d282731c31852bbe93e7642643928b81a303ec011b91bb3d8f';

import type * as english from '../../site';
import { siteWith, standardHoursWith } from '../../site-facts';

export const site: typeof english.site = /* @__PURE__ */ siteWith({
  description:
    'Preparación de impuestos, impuestos de negocios, asesoría y solución de problemas con el IRS para personas y pequeños negocios en Dearborn, Ypsilanti, Ann Arbor y todo Michigan, en persona o a distancia.',
  refundAdvance: 'hasta $7,000',
});

export const standardHours: typeof english.standardHours = /* @__PURE__ */ standardHoursWith([
  'Lun-Vie 10 a. m.-7 p. m.',
  'Sáb 10 a. m.-5 p. m.',
  'Dom 11 a. m.-4 p. m.',
]);
