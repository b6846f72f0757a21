export const sourceHash = 'b524c3133f09edcc0be926d71ca53510531ba2601e28d113b44d58682b1f26a2';

import type * as english from '../../offices';
import { site } from '../../site';
import { standardHours } from './site';

export const offices: typeof english.offices = [
  {
    slug: 'dearborn',
    name: 'Dearborn',
    subtitle: 'Oficina principal en Michigan Avenue',
    address: { street: '23814 Michigan Ave', city: 'Dearborn', region: 'MI', postalCode: '48124' },
    phone: '(313) 555-0142',
    email: `dearborn@${site.domain}`,
    hours: standardHours,
    path: '/dearborn',
    linked: true,
    summary:
      'Venga sin cita o reserve un horario en nuestra oficina de Michigan Avenue para declaraciones personales y de negocios, planificación y ayuda con el IRS.',
  },
  {
    slug: 'ypsilanti',
    name: 'Ypsilanti',
    subtitle: 'En Washtenaw Avenue',
    address: { street: '1775 Washtenaw Ave', city: 'Ypsilanti', region: 'MI', postalCode: '48197' },
    phone: '(734) 555-0175',
    email: `ypsilanti@${site.domain}`,
    hours: standardHours,
    path: '/ypsilanti',
    linked: true,
    summary: 'Nuestra oficina de Washtenaw Avenue atiende a Ypsilanti, a los estudiantes de Eastern Michigan University y a los municipios de los alrededores.',
  },
  {
    slug: 'ann-arbor',
    name: 'Ann Arbor',
    subtitle: 'Con cita previa y a distancia',
    phone: site.supportPhone,
    email: `annarbor@${site.domain}`,
    hours: standardHours,
    path: '/ann-arbor',
    linked: false,
    summary:
      'Atendemos a clientes de Ann Arbor con cita previa y a distancia: suba sus documentos de forma segura, reúnase con nosotros por video y firme electrónicamente.',
  },
];
