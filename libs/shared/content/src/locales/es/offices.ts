export const sourceHash = 'c2c199a90a9c7431292fb0c9dd6be4d697678c9888aed2a6fe24972888df5d60';

import type * as english from '../../offices';
import { officesWith } from '../../office-facts';
import { standardHours } from './site';

export const offices: typeof english.offices = /* @__PURE__ */ officesWith(standardHours, {
  dearborn: {
    name: 'Dearborn',
    subtitle: 'Oficina principal en Michigan Avenue',
    summary:
      'Venga sin cita o reserve un horario en nuestra oficina de Michigan Avenue para declaraciones personales y de negocios, planificación y ayuda con el IRS.',
  },
  ypsilanti: {
    name: 'Ypsilanti',
    subtitle: 'En Washtenaw Avenue',
    summary: 'Nuestra oficina de Washtenaw Avenue atiende a Ypsilanti, a los estudiantes de Eastern Michigan University y a los municipios de los alrededores.',
  },
  'ann-arbor': {
    name: 'Ann Arbor',
    subtitle: 'Con cita previa y a distancia',
    summary:
      'Atendemos a clientes de Ann Arbor con cita previa y a distancia: suba sus documentos de forma segura, reúnase con nosotros por video y firme electrónicamente.',
  },
});
