export const sourceHash = '98900a182c0a16b654d2e5ecf8329e1d6b38e6b265573c792d472e9fcbdb70fe';

import type * as english from '../../courses';
import { taxSchoolCourseWith } from '../../course-facts';

/** The Tax School course on /es/tax-school (also /es/training). */
export const taxSchoolCourse: typeof english.taxSchoolCourse = /* @__PURE__ */ taxSchoolCourseWith({
  name: 'Curso de preparador de impuestos',
  description:
    'Un curso para principiantes sobre la preparación de declaraciones federales y de Michigan del impuesto sobre el ingreso personal, impartido por una firma que prepara declaraciones desde 2001. Aprenderá cómo se arma una declaración desde la primera pregunta de la entrevista hasta la presentación electrónica (e-file): estado civil para efectos de la declaración, dependientes, ingresos, ajustes, deducciones y créditos, la declaración de Michigan, y las reglas de ética y de debida diligencia que todo preparador remunerado debe seguir. Las declaraciones de práctica en un programa de impuestos convierten las reglas en habilidades prácticas. Elija el estudio independiente en línea a su propio ritmo o clases virtuales en vivo con un instructor. No se necesita experiencia previa en impuestos.',
  highlights: [
    'Diseñado para principiantes; no se requieren conocimientos de impuestos ni de contabilidad',
    'Estudio independiente en línea o clases virtuales en vivo con un instructor',
    'Cubre el Formulario 1040 federal (Form 1040) y el formulario MI-1040 de Michigan',
    'Práctica con declaraciones reales en un programa de preparación de impuestos',
    'Explica cómo obtener un número de identificación del preparador (PTIN) y en qué consiste el Programa Anual de la Temporada de Declaración de Impuestos del IRS (Annual Filing Season Program)',
    'Costo del curso de $149.00, que se paga en línea de forma segura al inscribirse',
  ],
  curriculum: [
    'Primeros pasos: quién debe declarar, las partes del Formulario 1040, la entrevista con el cliente y los documentos de admisión',
    'Estado civil para efectos de la declaración y dependientes: los cinco estados civiles para declarar, hijos calificados y parientes calificados',
    'Ingresos: salarios, propinas, intereses, dividendos, distribuciones de jubilación, beneficios del Seguro Social, ingresos por cuenta propia y de la economía de plataformas (gig)',
    'Ajustes a los ingresos: gastos de educadores, aportaciones a una cuenta de ahorros para la salud (HSA), intereses de préstamos estudiantiles y la mitad del impuesto sobre el trabajo por cuenta propia',
    'Deducciones: la deducción estándar, las deducciones detalladas y las nuevas deducciones por propinas, horas extra, intereses de préstamos para autos y personas mayores',
    'Créditos: el crédito tributario por hijos (Child Tax Credit), el crédito por otros dependientes (Credit for Other Dependents), el crédito tributario por ingreso del trabajo (Earned Income Tax Credit), el crédito por cuidado de hijos y dependientes y los créditos tributarios por estudios',
    'La declaración de Michigan: el formulario MI-1040, el crédito de impuestos a la propiedad de la vivienda principal (Homestead Property Tax Credit, MI-1040CR) y el crédito tributario para familias trabajadoras de Michigan (Michigan Working Families Tax Credit)',
    'Ética y debida diligencia: responsabilidades del preparador, protección de los datos del cliente y las reglas de debida diligencia para los créditos reembolsables y el estado de cabeza de familia',
    'Presentación electrónica y práctica con el programa: ingresar declaraciones completas, revisar errores, presentar electrónicamente y manejar rechazos',
  ],
  sessions: {
    '2501': {
      format: 'Estudio independiente en línea',
      schedule: 'Del 1 al 31 de octubre de 2025',
      times: null,
    },
    '2502': {
      format: 'Estudio independiente en línea',
      schedule: 'Del 1 al 30 de noviembre de 2025',
      times: null,
    },
    '2503': {
      format: 'En vivo/virtual',
      schedule: 'Sábados de 10 a. m. a 2 p. m., del 6 al 20 de diciembre de 2025',
      times: 'Sábados de 10 a. m. a 2 p. m.',
    },
    '2504': {
      format: 'En vivo/virtual',
      schedule: 'Martes y jueves de 6 p. m. a 9 p. m., del 30 de diciembre de 2025 al 8 de enero de 2026',
      times: 'Martes y jueves de 6 p. m. a 9 p. m.',
    },
  },
});

/** How a registered student joins a session of each kind (what the receipt tells them). */
export const courseJoinInstructions: typeof english.courseJoinInstructions = {
  online:
    'Estudio independiente en línea: antes de la fecha de inicio le enviamos por correo los datos para entrar al sitio del curso. Estudie a su propio ritmo hasta la fecha de fin; un instructor responde sus preguntas por correo electrónico.',
  blended:
    'Clases virtuales en vivo: antes de la primera clase le enviamos por correo el enlace de la videoclase. Conéctese desde una computadora con cámara y micrófono, unos minutos antes de que empiece cada clase.',
};

/** Content of the /es/group-discount landing page. */
export const groupDiscount: typeof english.groupDiscount = {
  intro:
    'Empleadores, sindicatos, congregaciones, organizaciones comunitarias y clubes pueden inscribirse como grupo para que sus miembros reciban precios especiales en la preparación de impuestos con nosotros. Los miembros declaran igual que cualquier otro cliente, en persona en nuestra oficina de Dearborn o Ypsilanti o a distancia, y la información de cada miembro es privada para ese miembro.',
  benefits: [
    {
      title: 'Precios exclusivos',
      description:
        'Los grupos inscritos reciben precios con descuento en la preparación de impuestos para sus miembros. Confirmamos los detalles con su grupo cuando se inscribe.',
    },
    {
      title: 'Apoyo de expertos',
      description:
        'Los miembros trabajan con preparadores con experiencia de una firma que funciona desde 2001, con ayuda disponible en persona, por teléfono y a distancia.',
    },
    {
      title: 'Seguro y confidencial',
      description:
        'Los documentos y la declaración de cada miembro se manejan en privado. Nunca compartimos la información de impuestos de un miembro con el grupo ni con nadie más sin el consentimiento de ese miembro.',
    },
  ],
  steps: [
    {
      title: 'Inscriba a su grupo',
      description: 'Llene el formulario de inscripción de esta página con el nombre de su organización y una persona de contacto.',
    },
    {
      title: 'Comparta la oferta',
      description: 'Confirmamos su inscripción y le damos los detalles para que los comparta con sus miembros.',
    },
    {
      title: 'Los miembros se comunican con nosotros',
      description: 'Los miembros envían su información en línea o reservan una cita, y mencionan a su grupo para que se aplique el descuento.',
    },
    {
      title: 'Preparamos y presentamos',
      description: 'La declaración de cada miembro se prepara, se revisa con él y se presenta, con el precio de grupo aplicado.',
    },
  ],
};
