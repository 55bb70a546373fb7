import type { ReactNode } from 'react';

// No favicon request: a web view shows none.
export const metadata = { icons: { icon: 'data:,' } };

// region layout
export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    // Each screen sets its own `lang` (English or Spanish, by its market).
    <html lang="es-MX">
      {/* The screens fill the web view edge to edge: no default 8 px body margin around them. */}
      <body style={{ margin: 0 }}>{children}</body>
    </html>
  );
}
// endregion
