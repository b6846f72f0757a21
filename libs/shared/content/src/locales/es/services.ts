export const sourceHash = 'f867da516239397b631126835c9ed57219ebc55dc4dfdad84a984d1a0e19ce27';

import type * as english from '../../services';
import { sectionOfServiceBlock } from '../../service-sections';

/**
 * IRS problem resolution. Shown as a section on the individual and business pages
 * and as the fourth service card on the home page.
 */
export const irsResolution: typeof english.irsResolution = {
  title: 'Solución de problemas con el IRS',
  intro:
    'Una carta del IRS o del Departamento del Tesoro de Michigan (Michigan Department of Treasury) causa estrés, pero la mayoría de los problemas se pueden resolver cuando alguien lee el aviso con cuidado, lo compara con sus registros y responde antes de la fecha límite. Ayudamos a personas y negocios a entender su situación, elegir un camino realista y tratar con la agencia tributaria en su nombre cuando las reglas lo permiten. Cada caso es diferente, así que no podemos prometer un resultado en particular, pero le diremos con claridad cuáles son sus opciones.',
  items: [
    {
      title: 'Avisos del IRS y de Michigan',
      description:
        'Leemos el aviso, lo comparamos con su declaración y sus registros, y preparamos una respuesta o un pago antes de la fecha indicada. Muchos avisos solo piden un formulario que falta o corrigen una diferencia.',
    },
    {
      title: 'Impuestos atrasados',
      description:
        'Calculamos cuánto debe realmente, incluidas las multas y los intereses, confirmamos que el saldo sea correcto y le presentamos las formas de resolverlo.',
    },
    {
      title: 'Planes de pago y acuerdos de pago a plazos (installment agreements)',
      description:
        'Si no puede pagar el total, le ayudamos a solicitar un acuerdo de pagos mensuales a plazos que se ajuste a su presupuesto. Las multas y los intereses siguen acumulándose hasta que se paga el saldo, así que buscamos formas de reducirlo antes.',
    },
    {
      title: 'Ofertas de transacción (Offers in Compromise)',
      description:
        'Una oferta de transacción liquida una deuda tributaria por menos del monto total cuando no es realista pagarla completa. El IRS revisa con atención los ingresos, los gastos y los bienes, y muchos solicitantes no califican, por eso revisamos sus finanzas con honestidad antes de que presente la solicitud.',
    },
    {
      title: 'Alivio de multas',
      description:
        'Solicitamos la eliminación de multas cuando usted califica, por ejemplo el alivio por primera vez (first-time abatement) para contribuyentes sin antecedentes negativos en los tres años anteriores, o por causa razonable, como una enfermedad grave o un desastre.',
    },
    {
      title: 'Representación en auditorías',
      description:
        'Le ayudamos a reunir sus registros, prepararse para una auditoría (examination) y responder las preguntas del auditor. Con un poder legal firmado (Formulario 2848), un representante autorizado puede hablar con el IRS por usted.',
    },
    {
      title: 'Ayuda con embargos de salario y de bienes',
      description:
        'Si el IRS emitió un aviso final de intención de embargo (final notice of intent to levy) o ya empezó a retener su salario o fondos bancarios, actuamos rápido para pedir una audiencia, establecer un acuerdo de pago o solicitar la liberación del embargo cuando usted califica.',
    },
    {
      title: 'Declaraciones no presentadas',
      description:
        'Preparamos las declaraciones de años anteriores que faltan con sus registros y las transcripciones de salarios e ingresos del IRS, lo que lo pone al día con sus obligaciones y suele ser un requisito antes de cualquier plan de pagos o acuerdo.',
    },
  ],
};

const irsResolutionSection = /* @__PURE__ */ sectionOfServiceBlock(irsResolution);

export const servicePages: typeof english.servicePages = [
  {
    slug: 'individual-tax-services',
    title: 'Servicios de impuestos personales',
    description: 'Preparación de impuestos federales y de Michigan para personas y familias en Dearborn, Ypsilanti y Ann Arbor, en persona o a distancia.',
    intro:
      'Desde 2001 preparamos declaraciones federales y de Michigan para empleados, familias, jubilados, estudiantes, trabajadores de plataformas (gig) y recién llegados a los Estados Unidos: más de 54,000 declaraciones en total. Puede sentarse con un preparador en nuestra oficina de Dearborn o Ypsilanti, o enviar sus documentos y declarar a distancia desde cualquier lugar. Buscamos cada deducción y cada crédito al que usted tenga derecho, le explicamos su declaración antes de que la firme y seguimos disponibles después de la temporada de impuestos si surge una pregunta o una carta.',
    items: [
      {
        title: 'Declaraciones federales y de Michigan',
        description:
          'Preparación completa y presentación electrónica de su Formulario 1040 (Form 1040) y de su MI-1040 de Michigan, incluida la solicitud del crédito de impuestos a la propiedad de la vivienda principal (Homestead Property Tax Credit, MI-1040CR) para propietarios e inquilinos que califican.',
      },
      {
        title: 'Declaración a distancia',
        description:
          'Envíe su información en línea, suba sus documentos de forma segura, revise su declaración y fírmela electrónicamente sin ir a una oficina. A los clientes de Ann Arbor los atendemos con cita previa y a distancia.',
      },
      {
        title: 'Revisión de deducciones y créditos',
        description:
          'Verificamos si usted califica para créditos como el crédito tributario por hijos (Child Tax Credit), el crédito tributario por ingreso del trabajo (Earned Income Tax Credit) y los créditos por estudios, y para las nuevas deducciones de 2025 por propinas, horas extra, intereses de préstamos para autos y personas mayores.',
      },
      {
        title: 'Trabajo por cuenta propia e ingresos adicionales',
        description:
          'Anexo C (Schedule C) para trabajadores independientes, conductores de transporte y de entregas y otros trabajos de plataformas, incluidos el impuesto sobre el trabajo por cuenta propia, el millaje del negocio y los gastos de oficina en casa.',
      },
      {
        title: 'Declaraciones enmendadas',
        description:
          'Si le faltó un ingreso, un formulario o un crédito, preparamos un Formulario 1040-X federal y una declaración enmendada de Michigan para corregirlo.',
      },
      {
        title: 'Declaraciones de años anteriores y atrasadas',
        description:
          'Preparamos declaraciones de años anteriores para que pueda reclamar los reembolsos que todavía están dentro del plazo y poner al día sus declaraciones.',
      },
      {
        title: 'Opciones de reembolso',
        description:
          'Elija el depósito directo u otros métodos de reembolso. Los clientes que califican pueden solicitar un adelanto de reembolso de hasta $7,000, un préstamo de un banco asociado que está sujeto a aprobación y no está garantizado.',
      },
      {
        title: 'Planificación y apoyo todo el año',
        description:
          'Revisión de retenciones (Formulario W-4), pagos de impuestos estimados y planificación de fin de año, además de ayuda con preguntas y avisos después de presentar su declaración.',
      },
    ],
    sections: [
      {
        heading: 'A quién ayudamos',
        points: [
          'Empleados con ingresos del Formulario W-2, incluidos los trabajadores que reciben propinas o pago de horas extra',
          'Familias que reclaman hijos y otros dependientes, gastos de cuidado de niños y créditos por estudios',
          'Jubilados con pensiones, distribuciones de cuentas IRA y beneficios del Seguro Social',
          'Personas que trabajan por cuenta propia, independientes y trabajadores de plataformas',
          'Estudiantes y recién graduados, incluidos quienes tienen el Formulario 1098-T o intereses de préstamos estudiantiles',
          'Inmigrantes y no residentes, incluidas las solicitudes de ITIN (Formulario W-7) y las preguntas sobre el estado de residencia',
          'Inversionistas y operadores de criptomonedas que declaran ventas en el Formulario 8949 y el Anexo D (Schedule D)',
        ],
      },
      {
        heading: 'Qué hay de nuevo en las declaraciones de 2025',
        paragraphs: [
          'La ley One Big Beautiful Bill Act, firmada el 4 de julio de 2025, cambió varias reglas para las declaraciones de 2025. Estas son las principales que vemos en nuestras oficinas. Es información general; aplicamos las reglas a su situación particular cuando preparamos su declaración.',
        ],
        points: [
          'Deducción estándar: $15,750 para solteros o casados que declaran por separado, $31,500 para casados que declaran en conjunto y $23,625 para cabeza de familia.',
          'Crédito tributario por hijos (Child Tax Credit): hasta $2,200 por cada hijo calificado menor de 17 años con número de Seguro Social; hasta $1,700 de ese monto puede ser reembolsable.',
          'Nuevas deducciones de 2025 a 2028, disponibles detalle o no sus deducciones: hasta $25,000 de propinas calificadas, la parte adicional (premium) de las horas extra calificadas hasta $12,500 ($25,000 en declaración conjunta) y $6,000 adicionales por cada persona de 65 años o más. Se aplican límites de ingresos.',
          'Intereses de préstamos para autos: hasta $10,000 de intereses de un préstamo obtenido después del 31 de diciembre de 2024 para un vehículo nuevo de uso personal ensamblado en los Estados Unidos, con límites de ingresos.',
          'El límite de la deducción detallada de impuestos estatales y locales (SALT) subió a $40,000 ($20,000 para casados que declaran por separado); se reduce para ingresos más altos, pero nunca por debajo de $10,000.',
          'Michigan grava los ingresos con una tasa fija del 4.25%. Dearborn, Ypsilanti y Ann Arbor no cobran impuesto municipal sobre el ingreso, pero algunas ciudades de Michigan, como Detroit, sí lo cobran.',
        ],
      },
      irsResolutionSection,
    ],
    faqs: [
      {
        question: '¿Cuándo vence mi declaración de {{filing_tax_year}}?',
        answer:
          'Las declaraciones personales federales y de Michigan del año tributario {{filing_tax_year}} vencen el {{filing_deadline}}. Presentar el Formulario 4868 extiende el plazo para declarar hasta el {{extension_deadline}}, pero no extiende el plazo para pagar, así que cualquier impuesto adeudado debe pagarse a más tardar el {{filing_deadline}} para limitar las multas y los intereses.',
      },
      {
        question: '¿Puedo declarar sin ir a una oficina?',
        answer:
          'Sí. Puede enviar su información y subir sus documentos en línea; nosotros preparamos la declaración y usted la revisa y la firma electrónicamente. Si lo prefiere, también puede reservar una cita en persona o por teléfono en nuestra página de citas.',
      },
      {
        question: '¿Qué documentos debo traer o subir?',
        answer:
          'Identificación con foto, tarjetas de Seguro Social o cartas de ITIN de todas las personas incluidas en la declaración, todos los Formularios W-2 y 1099, el Formulario 1098 de intereses hipotecarios, el Formulario 1098-T de matrícula, los datos del proveedor de cuidado de niños, los comprobantes de impuestos a la propiedad o de alquiler pagados y la declaración del año pasado. Nuestro centro de información tiene una lista más completa.',
      },
      {
        question: '¿Qué es un adelanto de reembolso?',
        answer:
          'Un adelanto de reembolso es un préstamo de un banco asociado basado en el reembolso federal que usted espera. Los clientes que califican pueden solicitar hasta $7,000. La aprobación la decide el banco, no está garantizada, y el monto se paga con su reembolso cuando el IRS lo emite.',
      },
      {
        question: 'Olvidé declarar algo en una declaración que ya presenté. ¿Qué hago?',
        answer:
          'Podemos preparar una declaración enmendada (Formulario 1040-X, más una declaración enmendada de Michigan si hace falta). Por lo general, un reembolso en una declaración enmendada debe reclamarse dentro de los tres años siguientes a la presentación de la declaración original o de los dos años siguientes al pago del impuesto, lo que ocurra más tarde, así que es mejor no esperar.',
      },
    ],
  },
  {
    slug: 'business-tax-services',
    title: 'Servicios de impuestos para negocios',
    description: 'Declaraciones de negocios, contabilidad, nómina y planificación para propietarios únicos, sociedades y corporaciones S y C de Michigan.',
    intro:
      'Nos encargamos de la parte tributaria de su negocio para que usted pueda dedicarse al trabajo en sí. Desde una LLC de un solo miembro que presenta el Anexo C (Schedule C) hasta sociedades colectivas (partnerships) y corporaciones, preparamos declaraciones federales y de Michigan, mantenemos los libros en orden, procesamos la nómina y planificamos con anticipación para que las decisiones tributarias se tomen durante el año y no con prisas al llegar la fecha límite. Nuestras oficinas de Dearborn e Ypsilanti atienden a negocios de todo el sureste de Michigan, y trabajamos con muchos propietarios a distancia.',
    items: [
      {
        title: 'Declaraciones de impuestos de negocios',
        description:
          'Preparación y presentación del Anexo C (Schedule C) para propietarios únicos y LLC de un solo miembro, del Formulario 1065 para sociedades colectivas, del Formulario 1120-S para corporaciones S y del Formulario 1120 para corporaciones C, con las declaraciones correspondientes de Michigan.',
      },
      {
        title: 'Impuestos de negocios de Michigan',
        description:
          'Impuesto sobre el ingreso corporativo de Michigan (Corporate Income Tax, 6%) para corporaciones C, y asesoría sobre si el impuesto optativo de entidades de transferencia (flow-through entity tax) le conviene a su sociedad colectiva o corporación S.',
      },
      {
        title: 'Contabilidad',
        description:
          'Contabilidad mensual o trimestral, conciliaciones bancarias y estados financieros claros, para que sus registros estén listos cuando llegue el momento de declarar o de solicitar un préstamo.',
      },
      {
        title: 'Procesamiento de nómina',
        description:
          'Pagos de nómina, retenciones federales y de Michigan, presentación trimestral del Formulario 941 y Formularios W-2 de fin de año para sus empleados.',
      },
      {
        title: 'Informes de contratistas (Formulario 1099)',
        description:
          'Preparamos y presentamos los Formularios 1099-NEC y 1099-MISC de los contratistas a quienes paga, y le ayudamos a obtener de ellos el Formulario W-9 con anticipación.',
      },
      {
        title: 'Elección de entidad y apertura de un negocio nuevo',
        description:
          'Ayuda para decidir entre propietario único, LLC, corporación S o corporación C, para obtener un número de identificación del empleador (EIN) y para organizar los registros desde el primer día.',
      },
      {
        title: 'Planificación tributaria e impuestos estimados',
        description:
          'Proyecciones a mitad de año, montos de los pagos trimestrales de impuestos estimados, el momento oportuno para comprar equipo, planes de jubilación para propietarios y revisión del salario razonable de los dueños de corporaciones S.',
      },
      {
        title: 'Apoyo todo el año',
        description: 'Respuestas a sus preguntas a medida que surgen durante el año, además de ayuda con los avisos del IRS y del Tesoro de Michigan.',
      },
    ],
    sections: [
      {
        heading: 'Fechas clave para las declaraciones de negocios de 2025',
        points: [
          'Sociedades colectivas (Formulario 1065) y corporaciones S (Formulario 1120-S) con año calendario: {{pass_through_deadline}} (15 de marzo, o el siguiente día hábil).',
          'Corporaciones C (Formulario 1120) y propietarios únicos que presentan el Anexo C con el Formulario 1040: {{filing_deadline}}.',
          'El Formulario 7004 da a las declaraciones de negocios una prórroga automática del plazo para declarar, pero no del plazo para pagar.',
          'Pagos de impuestos estimados del año tributario {{estimated_tax_year}}: {{estimated_payment_dates}}.',
        ],
      },
      {
        heading: 'Reglas que conviene conocer para 2025',
        paragraphs: [
          'La ley One Big Beautiful Bill Act cambió varias reglas para negocios en 2025. Estos puntos son generales; revisamos cómo se aplican a su negocio cuando planificamos y preparamos su declaración.',
        ],
        points: [
          'La deducción del 20% por ingreso calificado de negocios (qualified business income, Sección 199A) ahora es permanente.',
          'La deducción inmediata de la Sección 179 puede llegar a $2,500,000 para bienes puestos en servicio después del 31 de diciembre de 2024, con una reducción gradual por encima de $4,000,000, y vuelve la depreciación adicional (bonus depreciation) del 100% para bienes adquiridos después del 19 de enero de 2025.',
          'La tarifa estándar por millaje para el uso del auto en el negocio en 2025 es de 70 centavos por milla.',
          'El impuesto sobre el trabajo por cuenta propia es del 15.3% sobre el 92.35% de las ganancias netas, y por lo general se debe cuando las ganancias netas llegan a $400; la mitad es deducible.',
          'Los Formularios 1099-NEC y 1099-MISC se requieren para pagos de $600 o más en 2025; el límite sube a $2,000 para los pagos hechos en 2026.',
          'Desde marzo de 2025, las empresas creadas en los Estados Unidos ya no tienen que presentar a FinCEN los informes de beneficiarios reales (beneficial ownership information, BOI).',
        ],
      },
      irsResolutionSection,
    ],
    faqs: [
      {
        question: '¿Cuándo vencen las declaraciones de negocios de {{filing_tax_year}}?',
        answer:
          'Las declaraciones de sociedades colectivas (Formulario 1065) y de corporaciones S (Formulario 1120-S) con año calendario vencen el {{pass_through_deadline}}. Las declaraciones de corporaciones C (Formulario 1120) vencen el {{filing_deadline}}, al igual que las declaraciones con Anexo C de los propietarios únicos presentadas con el Formulario 1040. Una prórroga da más tiempo para declarar, no más tiempo para pagar.',
      },
      {
        question: '¿Debería mi LLC tributar como corporación S?',
        answer:
          'Puede reducir el impuesto sobre el trabajo por cuenta propia una vez que las ganancias son estables, porque los dueños reciben un salario razonable y el resto de la ganancia no está sujeto a ese impuesto. También agrega nómina, una declaración aparte y más contabilidad. Hacemos los cálculos para su negocio antes de que usted haga la elección.',
      },
      {
        question: '¿Tengo que enviar Formularios 1099 a mis contratistas?',
        answer:
          'Por lo general sí, si su negocio pagó $600 o más por servicios en 2025 a un contratista que no es una corporación. Para los pagos hechos en 2026, el límite sube a $2,000. Pida a cada contratista un Formulario W-9 antes de pagarle, para tener los datos que necesitará al final del año.',
      },
      {
        question: '¿Qué es el impuesto de entidades de transferencia de Michigan (flow-through entity tax)?',
        answer:
          'Es un impuesto optativo que las sociedades colectivas y las corporaciones S pueden elegir pagar a nivel de la entidad en Michigan. Como el negocio paga el impuesto estatal, puede ayudar a los dueños cuya deducción federal de impuestos estatales y locales está limitada. Si conviene o no depende de la situación de los dueños, así que lo revisamos cada año.',
      },
      {
        question: '¿Pueden hacerse cargo de mi contabilidad a mitad de año?',
        answer:
          'Sí. Comenzamos con sus estados de cuenta bancarios y de tarjetas y con los registros que ya tenga, ponemos los libros al día y luego los mantenemos actualizados cada mes o cada trimestre.',
      },
    ],
  },
  {
    slug: 'advisory',
    title: 'Servicios de asesoría',
    description:
      'Asesoría financiera, seguros, director financiero a tiempo parcial, valuación y transición de negocios y asesoría en transacciones, de una firma de Michigan.',
    intro:
      'Las buenas decisiones financieras y las buenas decisiones tributarias suelen ser las mismas. Nuestros servicios de asesoría llevan lo que aprendemos al preparar sus declaraciones a las preguntas más grandes: cómo planificar la jubilación, cómo proteger a su familia o su negocio, cómo manejar las finanzas de una empresa en crecimiento y qué hacer cuando llega el momento de valuar, vender, comprar o traspasar un negocio. Trabajamos junto con su abogado, su banquero y sus demás asesores, y le decimos con claridad qué partes del trabajo requieren a otro profesional con licencia.',
    items: [
      {
        title: 'Asesoría financiera',
        description:
          'Planificación de la jubilación, los gastos de educación, el flujo de efectivo y las compras importantes, con el efecto tributario de cada decisión explicado. Solo profesionales con la licencia correspondiente recomiendan productos de inversión específicos.',
      },
      {
        title: 'Seguros',
        description:
          'Una revisión de sus seguros de vida, de discapacidad, médicos y del negocio junto con su situación tributaria y financiera, para que las pólizas se ajusten a su familia o empresa. Las pólizas se contratan a través de profesionales de seguros con licencia.',
      },
      {
        title: 'Director financiero a tiempo parcial (fractional CFO)',
        description:
          'Dirección financiera a tiempo parcial para negocios que necesitan más que contabilidad pero no un director financiero (CFO) de tiempo completo: presupuestos, proyecciones de flujo de efectivo, informes financieros, precios y relaciones con los prestamistas.',
      },
      {
        title: 'Valuación de negocios',
        description:
          'Una estimación de cuánto vale su negocio para una venta, la entrada o salida de un socio, un financiamiento o la planificación patrimonial y de sucesión, basada en los enfoques reconocidos de ingresos, de mercado y de activos.',
      },
      {
        title: 'Transición de negocios',
        description:
          'Planificación para el día en que usted se retire, ya sea que venda a un comprador externo, a sus empleados o a su familia, incluidos el momento oportuno y las consecuencias tributarias de cada camino.',
      },
      {
        title: 'Asesoría en transacciones',
        description:
          'Apoyo al comprar o vender un negocio: revisar las finanzas, comparar una venta de activos con una venta de acciones, asignar el precio de compra y entender la carga tributaria antes de firmar.',
      },
    ],
    sections: [
      {
        heading: 'Cómo se relaciona la asesoría con su trabajo tributario',
        paragraphs: [
          'Como ya preparamos las declaraciones de muchos de nuestros clientes de asesoría, partimos de una imagen precisa de sus ingresos, entidades e historial tributario. Eso ahorra tiempo y mantiene la asesoría basada en cifras reales y no en suposiciones.',
          'Cada contrato de servicio comienza con una conversación sobre lo que usted quiere lograr. Luego acordamos por escrito el alcance y los honorarios antes de comenzar cualquier trabajo, para que no haya sorpresas.',
        ],
      },
      {
        heading: 'Para quién es',
        points: [
          'Familias que quieren un plan para la jubilación, los gastos universitarios y la protección de sus ingresos',
          'Negocios en crecimiento que necesitan informes financieros y proyecciones periódicas',
          'Dueños que piensan vender, incorporar a un socio o pasar el negocio a la siguiente generación',
          'Compradores que quieren una mirada independiente a un negocio antes de comprometerse',
        ],
      },
    ],
    faqs: [
      {
        question: '¿Tengo que ser cliente de impuestos para usar los servicios de asesoría?',
        answer:
          'No. Cualquier persona puede contratarnos para un trabajo de asesoría. Si todavía no preparamos sus declaraciones, le pediremos sus declaraciones y estados financieros recientes para que nuestra asesoría parta de cifras correctas.',
      },
      {
        question: '¿Qué hace un director financiero a tiempo parcial?',
        answer:
          'Un director financiero a tiempo parcial ofrece la planificación y los informes que haría un director financiero (CFO), durante un número fijo de horas cada mes. El trabajo típico incluye presupuestos, proyecciones de flujo de efectivo, informes mensuales para dueños y prestamistas, y ayuda con las decisiones de precios y financiamiento.',
      },
      {
        question: '¿Por qué importa si la venta de un negocio es una venta de activos o una venta de acciones?',
        answer:
          'La estructura cambia quién paga cuánto impuesto. Los compradores suelen preferir la compra de activos porque pueden depreciar lo que compran, mientras que los vendedores suelen preferir la venta de acciones porque la ganancia normalmente tributa como ganancia de capital. En una venta de activos, ambas partes declaran en el Formulario 8594 cómo se asigna el precio entre los activos.',
      },
      {
        question: '¿Cuánto tarda la valuación de un negocio?',
        answer:
          'Depende del tamaño del negocio y del propósito de la valuación. Cuando sabemos para qué es la valuación y tenemos sus registros financieros, le damos un plazo y los honorarios antes de comenzar.',
      },
      {
        question: '¿Venden inversiones o pólizas de seguro?',
        answer:
          'Nuestro papel es ayudarle a entender sus opciones y sus efectos tributarios. Cuando se necesita una cuenta de inversión o una póliza de seguro, se contrata a través de profesionales con la licencia correspondiente, y le explicamos cómo se les paga.',
      },
    ],
  },
];
