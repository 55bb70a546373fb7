import type { Market } from '@lendview/screens';

const TEXT = {
  en: { title: 'Page not found', body: 'This address does not open a screen of the app.' },
  es: { title: 'Página no encontrada', body: 'Esta dirección no abre ninguna pantalla de la aplicación.' },
};

/** The app's own page for an unknown address: never a blank page. */
export function NotFound({ market }: { market: Market }) {
  const text = TEXT[market];
  return (
    <main className="app-not-found">
      <h1>{text.title}</h1>
      <p>{text.body}</p>
    </main>
  );
}
