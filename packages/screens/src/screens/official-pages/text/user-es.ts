import type { LegalText } from '../../../shared/official/legal/types';

/** El acuerdo de usuario (/User), español. */
export const agreement: LegalText = {
  title: 'Acuerdo de usuario',
  intro: [
    'Este acuerdo rige el uso de nuestra aplicación y nuestro sitio web. Al crear una cuenta o usar nuestros servicios, usted lo acepta. Cada préstamo se rige además por los términos y condiciones del préstamo y por su Decisión de Préstamo.',
  ],
  contents: 'Contenido',
  sections: [
    {
      id: 'service',
      title: 'El servicio',
      body: [
        'Con nuestra aplicación y nuestro sitio web puede solicitar préstamos personales a corto plazo, darles seguimiento, pagarlos y contactarnos. El uso del servicio es gratuito; el costo de cada préstamo se muestra antes de que lo acepte.',
      ],
    },
    {
      id: 'account',
      title: 'Su cuenta',
      body: [
        'Debe ser mayor de edad y dar información veraz, completa y actualizada. Mantenga seguros sus datos de acceso y su dispositivo: usted es responsable de lo que se haga con su cuenta. Avísenos de inmediato si cree que otra persona la ha usado.',
      ],
    },
    {
      id: 'use',
      title: 'Uso aceptable',
      body: [
        'Use el servicio solo con fines lícitos y solo para usted. No intente interrumpir, copiar ni aplicar ingeniería inversa al servicio, ni acceder a datos de otros usuarios.',
      ],
    },
    {
      id: 'messages',
      title: 'Comunicaciones',
      body: [
        'Enviamos avisos sobre su cuenta y sus préstamos en la aplicación, por SMS o por correo electrónico. Mantenga actualizados sus datos de contacto para recibirlos.',
      ],
    },
    {
      id: 'privacy',
      title: 'Privacidad',
      body: ['Tratamos sus datos personales como lo describe nuestro aviso de privacidad.'],
    },
    {
      id: 'availability',
      title: 'Disponibilidad',
      body: [
        'Procuramos mantener el servicio disponible, pero podemos pausarlo por mantenimiento o seguridad. No somos responsables de pérdidas causadas por hechos fuera de nuestro control razonable.',
      ],
    },
    {
      id: 'ending',
      title: 'Terminación del acuerdo',
      body: [
        'Puede dejar de usar el servicio en cualquier momento. Podemos suspender o cerrar su cuenta si incumple este acuerdo o la ley. Las cantidades que adeude siguen siendo exigibles.',
      ],
    },
    {
      id: 'changes',
      title: 'Cambios',
      body: [
        'Podemos modificar este acuerdo. Se lo avisaremos en la aplicación antes de que un cambio se aplique; si sigue usando el servicio después, lo acepta.',
      ],
    },
  ],
};
