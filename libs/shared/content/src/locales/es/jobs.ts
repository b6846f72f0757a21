export const sourceHash = 'e347ec2af0099e193b84bd4ed7c1f5b0580e32d1a486c942be954632a1b2e2ff';

import type * as english from '../../jobs';
import { jobPostingsWith } from '../../job-facts';

/**
 * The openings as they were when postings moved to the database (migration 1764310000000): what /es/careers shows in
 * a build without the database. Staff edit the live postings in /admin/job-postings (in English).
 */
export const jobPostings: typeof english.jobPostings = /* @__PURE__ */ jobPostingsWith({
  'experienced-tax-preparer': {
    title: 'Preparador de impuestos con experiencia',
    location: 'Dearborn e Ypsilanti, MI',
    pay: '$17-19 por hora',
    type: 'Tiempo parcial o tiempo completo',
    summary:
      'Prepare declaraciones federales y de Michigan para personas, familias y pequeños negocios en nuestras oficinas de Dearborn e Ypsilanti y para clientes que declaran a distancia. Trabajará directamente con los clientes, les explicará sus declaraciones en lenguaje sencillo y ayudará a mantener nuestra alta calidad durante toda la temporada de impuestos.',
    duties: [
      'Entrevistar a los clientes en persona, por teléfono o por video, y revisar que sus documentos estén completos',
      'Preparar y presentar electrónicamente declaraciones personales federales y de Michigan correctas, incluidos el Anexo C (Schedule C), los créditos por estudios y el crédito de impuestos a la propiedad de la vivienda principal (Homestead Property Tax Credit)',
      'Cumplir las reglas de debida diligencia para preparadores remunerados (Formulario 8867) del crédito tributario por ingreso del trabajo (Earned Income Tax Credit), el crédito tributario por hijos (Child Tax Credit), el crédito tributario de oportunidad estadounidense (American Opportunity Tax Credit) y el estado de cabeza de familia, y conservar los registros requeridos',
      'Explicar cada declaración al cliente antes de que la firme, incluido cualquier saldo adeudado y las opciones de reembolso',
      'Preparar declaraciones enmendadas y de años anteriores y ayudar a responder avisos de rutina del IRS y del Tesoro de Michigan',
      'Proteger la información de los clientes siguiendo nuestros procedimientos de seguridad y privacidad',
    ],
    requirements: [
      'Experiencia remunerada previa en la preparación de declaraciones personales federales y estatales del impuesto sobre el ingreso',
      'Un número de identificación tributaria del preparador (Preparer Tax Identification Number, PTIN) vigente, renovado cada año',
      'Disposición para completar 18 horas de educación continua cada año, como en el Programa Anual de la Temporada de Declaración de Impuestos del IRS (Annual Filing Season Program): un curso de actualización de impuestos federales de 6 horas con examen, 10 horas de legislación tributaria federal y 2 horas de ética',
      'Conocimiento práctico del Formulario 1040, los anexos más comunes y el MI-1040 de Michigan',
      'Soltura con programas profesionales de impuestos y mucha atención al detalle',
      'Disponibilidad durante la temporada de impuestos, incluidos algunos turnos por las tardes y los fines de semana',
    ],
    preferred: [
      'Un certificado de finalización (Record of Completion) del Programa Anual de la Temporada de Declaración de Impuestos del IRS, o la condición de agente inscrito (Enrolled Agent)',
      'Experiencia con declaraciones de pequeños negocios (Anexo C, Formulario 1065 o Formulario 1120-S)',
      'Conocimiento de las solicitudes de ITIN (Formulario W-7) y de las declaraciones de no residentes o de nuevos residentes',
      'Hablar árabe, español u otro idioma común entre nuestros clientes',
      'Experiencia explicando a los clientes los avisos del IRS y las opciones de pago',
    ],
    benefits: [
      'Puede elegir horario de tiempo parcial o completo durante la temporada de impuestos',
      'Capacitación pagada en nuestros programas y procedimientos antes de que empiece la temporada',
      'Trabajo en nuestra oficina de Dearborn o Ypsilanti, con un equipo solidario de preparadores con experiencia',
      'Oportunidades de trabajo durante todo el año en declaraciones enmendadas, planificación y avisos para los preparadores que lo deseen',
      'Contacto con una gran variedad de declaraciones personales y de pequeños negocios',
    ],
  },
  'client-service-specialist': {
    title: 'Especialista en atención al cliente',
    location: 'Dearborn e Ypsilanti, MI',
    pay: '$14-16 por hora',
    type: 'Tiempo parcial o tiempo completo',
    summary:
      'Sea la primera persona que conocen nuestros clientes. Durante la temporada de impuestos recibirá a los clientes, mantendrá la agenda en orden y se asegurará de que cada preparador tenga todo lo necesario para completar una declaración. No se requiere experiencia en impuestos; nosotros lo capacitamos.',
    duties: [
      'Recibir a los clientes en la recepción y contestar llamadas y mensajes',
      'Reservar, confirmar y reprogramar citas para clientes en persona y a distancia',
      'Verificar identificaciones, recibir y escanear documentos, y subirlos de forma segura a los expedientes de los clientes',
      'Dar seguimiento a los clientes sobre documentos y firmas que faltan',
      'Recibir pagos y responder preguntas generales sobre nuestros servicios, y pasar las preguntas de impuestos a un preparador',
      'Mantener ordenada el área de recepción y manejar la información de los clientes con confidencialidad',
    ],
    requirements: [
      'Diploma de preparatoria (high school) o equivalente',
      'Experiencia en atención al cliente, recepción u otro puesto de trato con el público',
      'Conocimientos básicos de computación, incluidos el correo electrónico, el escaneo y la captura de datos sin errores',
      'Comunicación clara y amable en persona y por teléfono',
      'Discreción con la información personal y financiera confidencial',
      'Disponibilidad durante la temporada de impuestos, incluidos algunos turnos por las tardes y los fines de semana',
    ],
    preferred: [
      'Experiencia previa en una oficina de impuestos, contabilidad, banca o seguros',
      'Hablar árabe, español u otro idioma común entre nuestros clientes',
      'Experiencia con programas de agenda o de gestión de clientes',
      'Interés en aprender a preparar impuestos, por ejemplo con nuestro curso de la escuela de impuestos',
    ],
    benefits: [
      'Puede elegir horario de tiempo parcial o completo durante la temporada de impuestos',
      'Capacitación pagada en el trabajo',
      'Trabajo en nuestra oficina de Dearborn o Ypsilanti con un equipo amable y con experiencia',
      'Una introducción práctica a la profesión tributaria, con la posibilidad de llegar a puestos de preparador para quienes desarrollen las habilidades',
    ],
  },
});
