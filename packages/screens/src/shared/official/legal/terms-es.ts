import type { LegalText } from './types';

/** Términos y condiciones del préstamo, español (las cifras de las secciones 4, 5 y 9 de la especificación). */
export const terms: LegalText = {
  title: 'Términos y condiciones del préstamo',
  intro: [
    'Estos términos rigen cada préstamo que el Prestamista, una compañía financiera no bancaria registrada en la India, le otorga a usted, el Prestatario, a través de su aplicación y su sitio web. Léalos antes de solicitar: al aceptar una Decisión de Préstamo, usted los acepta.',
  ],
  contents: 'Contenido',
  sections: [
    {
      id: 'definitions',
      title: 'Definiciones',
      body: [
        [
          'Pagaré: la promesa escrita del Prestatario de devolver el préstamo, con intereses y cargos, en la fecha de vencimiento.',
          'Decisión de Préstamo: la decisión del Prestamista sobre una solicitud, con el monto, el plazo, los intereses y los cargos del préstamo.',
          'Cuenta Personal: el área del Prestatario en la aplicación, donde se guardan solicitudes, Decisiones de Préstamo, Pagarés, pagos y avisos.',
        ],
      ],
    },
    {
      id: 'eligibility',
      title: 'Quién puede solicitar',
      body: [
        'El solicitante debe ser de nacionalidad india, mayor de 18 años, con plena capacidad legal y con domicilio permanente en la India.',
        'El Prestamista puede aprobar o rechazar cualquier solicitud a su discreción.',
      ],
    },
    {
      id: 'decision',
      title: 'Solicitud, decisión y abono',
      body: [
        'El Prestamista toma una Decisión de Préstamo en un plazo de 1 día desde que recibe una solicitud completa y la coloca en la Cuenta Personal.',
        'Cuando el Prestatario acepta la Decisión de Préstamo y firma el Pagaré, el dinero se abona en su cuenta bancaria en un plazo de 1 a 3 días naturales.',
      ],
    },
    {
      id: 'term',
      title: 'Plazo del préstamo',
      body: [
        'El plazo del préstamo es de 91 a 365 días naturales, según la Decisión de Préstamo. El préstamo vence el último día del plazo.',
      ],
    },
    {
      id: 'prepayment',
      title: 'Pago y pago anticipado',
      body: [
        'El Prestatario devuelve el préstamo con intereses a más tardar en la fecha de vencimiento, por cualquier medio indicado en la aplicación.',
        'El pago anticipado solo se permite cuando ha transcurrido al menos la mitad del plazo y no antes de 7 días naturales desde el envío del dinero.',
      ],
    },
    {
      id: 'late',
      title: 'Pago tardío',
      body: [
        'Si el préstamo no se paga a tiempo, el Prestatario paga un único cargo por atraso de $1,000 MXN (clientes nuevos) o $800 MXN (clientes recurrentes), más un interés diario sobre el monto no pagado:',
        ['5% diario del día 1 al día 30 de atraso;', '4% diario del día 31 al día 90;', '2% diario a partir del día 91.'],
      ],
    },
    {
      id: 'extension',
      title: 'Prórroga',
      body: [
        'El Prestatario puede prorrogar el préstamo antes, durante o después del vencimiento, si paga los intereses vencidos y las penalizaciones. El préstamo se prorroga entonces por el mismo periodo que su plazo.',
      ],
    },
    {
      id: 'default',
      title: 'Incumplimiento',
      body: [
        'Una sentencia judicial contra el Prestatario que siga sin pagarse durante 10 días es un caso de incumplimiento. En ese caso, el Prestamista puede exigir de inmediato todo el saldo pendiente.',
      ],
    },
    {
      id: 'transfer',
      title: 'Cesión del préstamo',
      body: [
        'El Prestamista puede ceder sus derechos sobre el préstamo a otro prestamista avisando al Prestatario con al menos 7 días hábiles de antelación. Las condiciones del préstamo no cambian.',
      ],
    },
    {
      id: 'duties',
      title: 'Obligaciones del Prestatario',
      body: [
        'El Prestatario proporciona información veraz y completa y mantiene en privado sus datos de acceso a la aplicación.',
        'El Prestatario notifica al Prestamista cualquier cambio de domicilio, nombre o fecha de nacimiento en un plazo de 3 días naturales.',
      ],
    },
  ],
};
