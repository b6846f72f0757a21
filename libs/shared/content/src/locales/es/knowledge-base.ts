export const sourceHash = 'be8334feae884028ccbb44904d2e4682aeb2d289530da5c466e5c1d10cb31b2b';

import type * as english from '../../knowledge-base';

/** The eight cards on /es/knowledge-base, in display order. Figures are for tax year 2025 unless stated. */
export const knowledgeBaseCards: typeof english.knowledgeBaseCards = [
  {
    id: 'filing-deadlines',
    title: 'Fechas límite para declarar',
    intro: 'Las fechas federales y de Michigan clave para las declaraciones de 2025 y los impuestos estimados de 2026.',
    points: [
      'Las declaraciones personales federales y las declaraciones MI-1040 de Michigan del año tributario {{filing_tax_year}} vencen el {{filing_deadline}}.',
      'El Formulario 4868 extiende el plazo para declarar hasta el {{extension_deadline}}, pero no el plazo para pagar. El impuesto adeudado vence de todos modos el {{filing_deadline}}.',
      'Las sociedades colectivas (Formulario 1065) y las corporaciones S (Formulario 1120-S) con año calendario declaran a más tardar el {{pass_through_deadline}}; las corporaciones C (Formulario 1120), a más tardar el {{filing_deadline}}.',
      'Los pagos de impuestos estimados del año tributario {{estimated_tax_year}} vencen en estas fechas: {{estimated_payment_dates}}.',
      'Las aportaciones a una cuenta IRA para {{filing_tax_year}} se pueden hacer hasta el {{filing_deadline}}.',
    ],
    relatedArticle: 'tax-updates-2025',
  },
  {
    id: 'common-deductions',
    title: 'Deducciones comunes',
    intro: 'La mayoría de las personas toma la deducción estándar, y varias deducciones nuevas de 2025 están disponibles aunque usted la tome.',
    points: [
      'Deducción estándar: $15,750 para solteros o casados que declaran por separado, $31,500 para casados que declaran en conjunto y $23,625 para cabeza de familia.',
      'Las personas de 65 años o más pueden deducir $6,000 adicionales cada una (2025-2028), cantidad que se reduce por encima de $75,000 de ingreso bruto ajustado modificado (modified AGI) ($150,000 en declaración conjunta).',
      'Nuevo para 2025-2028, sin detallar deducciones: hasta $25,000 de propinas calificadas y la parte adicional (premium) de las horas extra calificadas hasta $12,500 ($25,000 en declaración conjunta), con reducción gradual por encima de $150,000 de ingreso bruto ajustado modificado ($300,000 en declaración conjunta).',
      'Intereses de un préstamo obtenido después de 2024 para un vehículo nuevo de uso personal ensamblado en los EE. UU.: hasta $10,000 al año, con reducción gradual por encima de $100,000 de ingreso bruto ajustado modificado ($200,000 en declaración conjunta).',
      'Si detalla sus deducciones, los impuestos estatales y locales son deducibles hasta $40,000 ($20,000 para casados que declaran por separado), y los intereses hipotecarios, sobre deudas de adquisición de hasta $750,000.',
      'Los intereses de préstamos estudiantiles (hasta $2,500, con límites de ingresos) y las aportaciones a una cuenta de ahorros para la salud (HSA) ($4,300 con cobertura individual, $8,550 con cobertura familiar) son deducibles, detalle o no sus deducciones.',
    ],
    relatedArticle: 'tax-tips-individuals',
  },
  {
    id: 'required-documents',
    title: 'Documentos necesarios',
    intro: 'Tráigalos o súbalos para que podamos preparar una declaración completa y correcta desde la primera vez.',
    points: [
      'Identificación con foto para usted y su cónyuge, y tarjetas de Seguro Social o cartas de ITIN de todas las personas incluidas en la declaración.',
      'Formularios de ingresos: W-2, la serie 1099 (NEC, MISC, K, INT, DIV, B, R, G y el nuevo 1099-DA para activos digitales) y el SSA-1099 del Seguro Social.',
      'Comprobantes de deducciones y créditos: Formulario 1098 (intereses hipotecarios), 1098-T (matrícula), 1098-E (intereses de préstamos estudiantiles), y el nombre, la dirección y el número de identificación tributaria de su proveedor de cuidado de niños.',
      'El Formulario 1095-A si tuvo cobertura médica a través del Mercado de Seguros (Marketplace).',
      'Para el crédito de impuestos a la propiedad de la vivienda principal de Michigan (Homestead Property Tax Credit): su factura del impuesto a la propiedad o un comprobante del alquiler pagado durante el año.',
      'La declaración de impuestos del año pasado y los números de ruta y de cuenta de su banco para el depósito directo.',
    ],
    relatedArticle: 'tax-tips-individuals',
  },
  {
    id: 'planning-tips',
    title: 'Consejos de planificación',
    intro: 'Unos cuantos pasos antes del 31 de diciembre pueden reducir sus impuestos de 2026 o evitarle una sorpresa en abril.',
    points: [
      'Revise su retención con el Estimador de retención de impuestos del IRS (Tax Withholding Estimator) y entregue a su empleador un nuevo Formulario W-4 si no es correcta.',
      'Aumente sus aportaciones para la jubilación; los límites de los planes 401(k) y de las cuentas IRA se ajustan cada año por la inflación, y podemos confirmar con usted las cifras de este año.',
      'Si detalla sus deducciones, considere agrupar en un solo año las donaciones caritativas u otros pagos deducibles.',
      'Guarde los talones de pago o los registros del empleador que muestren las propinas y las horas extra calificadas, para poder respaldar las nuevas deducciones.',
      'Los créditos federales por mejoras de eficiencia energética en el hogar y por energía limpia residencial no se aplican a los bienes puestos en servicio después del 31 de diciembre de 2025, así que los proyectos de 2026 no calificarán.',
      'El límite de la cuenta de gastos flexibles para el cuidado de dependientes (dependent care FSA) sube de $5,000 en 2025 a $7,500 en 2026; revise su elección durante el periodo de inscripción abierta.',
    ],
    relatedArticle: 'year-end-tax-tips',
  },
  {
    id: 'michigan-tax',
    title: 'Información sobre impuestos de Michigan',
    intro: 'Lo que los residentes de Michigan deben saber sobre la declaración estatal.',
    points: [
      'Michigan grava el ingreso personal con una tasa fija del 4.25% en el año tributario 2025; el MI-1040 de {{filing_tax_year}} vence el {{filing_deadline}}.',
      'Algunas ciudades, como Detroit, cobran su propio impuesto sobre el ingreso. Dearborn, Ypsilanti y Ann Arbor no lo cobran.',
      'El crédito tributario para familias trabajadoras de Michigan (Michigan Working Families Tax Credit) equivale al 30% de su crédito federal por ingreso del trabajo (Earned Income Tax Credit).',
      'Los propietarios e inquilinos pueden calificar para el crédito de impuestos a la propiedad de la vivienda principal (Homestead Property Tax Credit, MI-1040CR); para los inquilinos, el 23% del alquiler pagado cuenta como impuesto a la propiedad. Se aplican límites de ingresos y de valor tributable.',
      'La deducción de Michigan por ingresos de pensiones y jubilación se está restableciendo gradualmente y estará disponible por completo a partir del año tributario 2026.',
      'La exención personal se ajusta cada año por la inflación; aplicamos el monto vigente cuando preparamos su declaración.',
    ],
    relatedArticle: 'michigan-residents',
  },
  {
    id: 'business-essentials',
    title: 'Lo esencial de los impuestos de negocios',
    intro: 'Reglas que todo dueño de negocio debe tener presentes para 2025.',
    points: [
      'El impuesto sobre el trabajo por cuenta propia es del 15.3% sobre el 92.35% de las ganancias netas, y por lo general se debe cuando las ganancias netas llegan a $400; la mitad es deducible.',
      'La tarifa estándar por millaje para el uso del auto en el negocio en 2025 es de 70 centavos por milla; lleve un registro de fechas, millas y motivo.',
      'La deducción del 20% por ingreso calificado de negocios ahora es permanente, y vuelve la depreciación adicional (bonus depreciation) del 100% para bienes adquiridos después del 19 de enero de 2025.',
      'Presente el Formulario 1099-NEC de los contratistas a quienes pagó $600 o más en 2025; el límite sube a $2,000 para los pagos de 2026.',
      'El método simplificado para la oficina en casa permite $5 por pie cuadrado, hasta 300 pies cuadrados.',
      'La tasa del impuesto sobre el ingreso corporativo de Michigan (Corporate Income Tax) es del 6%; las sociedades colectivas y las corporaciones S pueden elegir el impuesto estatal de entidades de transferencia (flow-through entity tax).',
    ],
    relatedArticle: 'tax-tips-business',
  },
  {
    id: 'audit-prevention',
    title: 'Cómo prevenir una auditoría',
    intro: 'La mayoría de los problemas con el IRS empiezan por una diferencia o un registro que falta. Estos hábitos le ayudan a evitarlos.',
    points: [
      'Declare todos sus ingresos. El IRS compara los Formularios W-2 y 1099, incluidos el 1099-K y el 1099-DA, con su declaración.',
      'Responda con exactitud la pregunta sobre activos digitales del Formulario 1040 y declare las ventas en el Formulario 8949 y el Anexo D (Schedule D).',
      'Guarde los recibos, los registros de millaje y los comprobantes que respalden sus deducciones, por lo general durante al menos tres años después de declarar, y por más tiempo en algunas situaciones.',
      'Revise dos veces los nombres, los números de Seguro Social y los datos bancarios; los errores pequeños retrasan los reembolsos y generan cartas.',
      'Responda a las cartas del IRS antes de la fecha indicada. Normalmente, el IRS se comunica con usted primero por correo postal y no inicia el contacto por correo electrónico, mensaje de texto ni redes sociales.',
    ],
    relatedArticle: 'tax-tips-self-employed',
  },
  {
    id: 'retirement-planning',
    title: 'Planificación de la jubilación',
    intro: 'Límites de aportación de 2025 y reglas tributarias para ahorrar para la jubilación.',
    points: [
      'Planes 401(k), 403(b) y 457: hasta $23,500, más una aportación adicional de recuperación (catch-up) de $7,500 a partir de los 50 años, o de $11,250 entre los 60 y los 63 años.',
      'Cuentas IRA: hasta $7,000, más una aportación adicional de recuperación de $1,000 a partir de los 50 años; las aportaciones para {{filing_tax_year}} se pueden hacer hasta el {{filing_deadline}}.',
      'Las personas que trabajan por cuenta propia pueden aportar a una cuenta SEP-IRA hasta el 25% de su compensación, con un máximo de $70,000.',
      'Las cuentas HSA también pueden servir como ahorro para la jubilación: $4,300 con cobertura individual o $8,550 con cobertura familiar en 2025, más $1,000 a partir de los 55 años.',
      'La deducción de Michigan por ingresos de pensiones y jubilación se está restableciendo gradualmente y estará disponible por completo a partir del año tributario 2026.',
    ],
    relatedArticle: 'year-end-tax-tips',
  },
];
