import type { LegalText } from '../../../shared/official/legal/types';

/** El aviso de privacidad, español (especificación 2.18; plazos de la sección 9). */
export const notice: LegalText = {
  title: 'Aviso de privacidad',
  intro: [
    'Este aviso explica qué datos personales tratamos cuando usa nuestra aplicación y nuestro sitio web, para qué los tratamos, con quién los compartimos y cómo puede ejercer sus derechos. Léalo antes de proporcionarnos sus datos.',
  ],
  contents: 'Contenido',
  sections: [
    {
      id: 'data',
      title: 'Datos personales que tratamos',
      body: [
        [
          'Identificación: nombre, fecha de nacimiento, nacionalidad, documento de identidad y su fotografía, y una selfie.',
          'Contacto: número de celular, correo electrónico y domicilio.',
          'Financieros: ingresos, empleo, la cuenta bancaria o tarjeta con la que recibe y paga sus préstamos, y su historial de préstamos y pagos.',
          'Dispositivo: modelo, sistema operativo, identificadores del dispositivo y versión de la aplicación.',
        ],
      ],
    },
    {
      id: 'face',
      title: 'Reconocimiento facial',
      body: [
        'Para confirmar que usted es quien solicita, comparamos una selfie que toma en la aplicación con la fotografía de su documento de identidad. Usamos el resultado solo para verificar su identidad y prevenir fraudes. Sus datos faciales se eliminan en un plazo de 30 días desde la verificación.',
      ],
    },
    {
      id: 'location',
      title: 'Ubicación',
      body: [
        'Solicitamos la ubicación de su dispositivo para confirmar que se encuentra en México, porque prestamos solo a usuarios mexicanos, y para ayudar a prevenir fraudes. La leemos cuando usted solicita un préstamo, solo con su permiso, que puede retirar en la configuración de su dispositivo; sin ella no podemos evaluar una solicitud.',
      ],
    },
    {
      id: 'camera',
      title: 'Cámara',
      body: [
        'Usamos la cámara solo cuando usted toma su selfie y las fotografías de sus documentos. No grabamos video ni abrimos su galería de fotos sin que usted lo haga.',
      ],
    },
    {
      id: 'purposes',
      title: 'Para qué usamos sus datos',
      body: [
        [
          'Para verificar su identidad y prevenir fraudes.',
          'Para evaluar su solicitud y decidir sobre su préstamo.',
          'Para entregarle el préstamo, recibir sus pagos y enviarle recordatorios.',
          'Para cumplir nuestras obligaciones legales y regulatorias.',
          'Para mejorar nuestros servicios y, si usted lo acepta, enviarle ofertas; puede rechazarlas en cualquier momento.',
        ],
      ],
    },
    {
      id: 'transfer',
      title: 'Transferencia de datos',
      body: [
        'Compartimos sus datos solo en la medida necesaria con: sociedades de información crediticia; bancos y proveedores de pago que mueven su dinero; proveedores de verificación de identidad y de tecnología que trabajan para nosotros; y autoridades cuando la ley lo exige. Nuestros proveedores deben mantener sus datos en confidencialidad y usarlos solo según nuestras instrucciones. No vendemos sus datos personales.',
      ],
    },
    {
      id: 'arco',
      title: 'Sus derechos ARCO',
      body: [
        'Usted puede Acceder, Rectificar o Cancelar sus datos personales, u Oponerse a su tratamiento (derechos ARCO), y revocar su consentimiento, escribiendo a nuestra atención al cliente.',
        [
          'Respondemos su solicitud en un plazo de 20 días desde que la recibimos.',
          'Si la aceptamos, se hace efectiva en un plazo de 15 días hábiles desde nuestra respuesta.',
          'Si su solicitud está incompleta, podemos pedirle correcciones en un plazo de 5 días hábiles, y usted tiene 10 días hábiles para entregarlas.',
        ],
      ],
    },
    {
      id: 'cookies',
      title: 'Cookies',
      body: [
        'Nuestro sitio web y nuestra aplicación usan cookies y tecnologías similares para mantener su sesión, recordar su idioma y medir el uso del servicio. Puede borrar o bloquear las cookies en la configuración de su navegador o dispositivo; entonces algunas funciones pueden dejar de funcionar.',
      ],
    },
    {
      id: 'changes',
      title: 'Cambios a este aviso',
      body: [
        'Podemos actualizar este aviso. Publicamos aquí cada nueva versión y, cuando un cambio es importante, se lo avisamos en la aplicación.',
      ],
    },
  ],
};
