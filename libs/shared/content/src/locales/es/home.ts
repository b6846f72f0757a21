export const sourceHash = '7b26dbdb96cc2cd6cc53337365dae3303183e53ba9104c15c52cfeef0e41a656';

import type * as english from '../../home';
import { homeStatsWith } from '../../home-facts';
import { site } from './site';

export const home: typeof english.home = {
  hero: {
    heading: 'Preparación de impuestos en Michigan en la que puede confiar, desde 2001',
    subheading: 'Declaraciones federales y de Michigan para personas, familias y negocios, en Dearborn, Ypsilanti o a distancia desde donde usted esté.',
  },
  howItWorks: [
    {
      title: 'Envíe su información',
      description: 'Cuéntenos sobre usted en línea y suba sus documentos de impuestos de forma segura, o reserve una cita en una de nuestras oficinas.',
    },
    {
      title: 'Preparamos su declaración',
      description:
        'Un preparador con experiencia revisa sus documentos, verifica las deducciones y los créditos a los que tiene derecho y prepara sus declaraciones federal y de Michigan.',
    },
    {
      title: 'Revise y firme',
      description: 'Revisamos la declaración con usted, respondemos sus preguntas y usted la firma electrónicamente o en persona.',
    },
    {
      title: 'Presente y reciba su reembolso',
      description:
        'Presentamos sus declaraciones electrónicamente y usted elige cómo recibir su reembolso. Si debe impuestos, le explicamos sus opciones de pago.',
    },
  ],
  closing: {
    heading: 'Listos cuando usted lo esté, todo el año',
    text: 'Ya sea una declaración sencilla con un Formulario W-2, un negocio en crecimiento o una carta del IRS, estamos aquí durante la temporada de impuestos y después. Envíe su información en línea, programe una visita a nuestra oficina de Dearborn o Ypsilanti, o llámenos para hablarlo.',
  },
  stats: /* @__PURE__ */ homeStatsWith(site.claims.refundAdvance, [
    'Años en el negocio',
    'Declaraciones presentadas',
    'Estrellas de calificación de nuestros clientes',
    'Adelanto de reembolso, sujeto a aprobación',
  ]),
  referral: {
    heading: 'Recomiende a un amigo y ambos salen ganando',
    text: '¿Conoce a alguien que necesita preparar sus impuestos? Cuando un amigo que usted recomendó presenta una declaración con nosotros, él recibe un descuento especial y usted recibe de $20 a $50 en efectivo por cada recomendación.',
  },
};
