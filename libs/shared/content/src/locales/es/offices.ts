export const sourceHash = '0c394a13e9627152e6e96a798353c3224e342e9cdfdb9862f810afc8e48e69d1';

import type * as english from '../../offices';
import { officesWith } from '../../office-facts';
import { standardHours } from './site';

export const offices: typeof english.offices = officesWith(standardHours, {
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
