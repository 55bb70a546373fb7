import { setupI18n, type Messages } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { Suspense, useEffect, useMemo, useState, type ReactNode } from 'react';
import { messages as coreEn } from '../core/locales/en';
import { messages as coreEs } from '../core/locales/es';
import { marketLocale } from '../core/market';
import { useLendview } from '../core/provider';
import { themeVariables } from '../core/theme';
import { DialogStackContext, type DialogStack } from './Dialog';
import { ErrorBoundary } from './ErrorState';
import { coreCss } from './styles';
import { ToastProvider } from './toast';

export interface ScreenProps {
  /** A stable name: the CSS scope (`data-screen`) and the style element's key. */
  name: string;
  /** The screen's compiled catalogs. */
  catalogs: { en: Messages; es: Messages };
  /** The screen's own CSS (rules scoped under `[data-screen=name]`). */
  css: string;
  /** Shown while the screen's data loads: skeletons sized like the content. */
  fallback: ReactNode;
  children: ReactNode;
}

const CORE = { en: coreEn, es: coreEs };

/**
 * The frame every screen renders in: its own i18n (core plus screen catalog, so a screen entry
 * carries only its messages), its styles, toasts, the native `back` event closing the top dialog,
 * and an error boundary with retry so a failed load never leaves a blank page.
 */
export function Screen({ name, catalogs, css, fallback, children }: ScreenProps) {
  const { market, theme, colorScheme, bridge, store, onError } = useLendview();
  const i18n = useMemo(
    () => setupI18n({ locale: market, messages: { [market]: { ...CORE[market], ...catalogs[market] } } }),
    [market, catalogs],
  );
  const [dialogs] = useState<DialogStack>(() => []);
  useEffect(() => bridge.on('back', () => dialogs.at(-1)?.close()), [bridge, dialogs]);

  return (
    <I18nProvider i18n={i18n}>
      <style href="lv-core" precedence="lendview">{coreCss}</style>
      <style href={`lv-${name}`} precedence="lendview">{css}</style>
      <main className="lv-root" lang={marketLocale(market)} style={themeVariables(theme)} data-screen={name}
        data-color-scheme={colorScheme === 'system' ? undefined : colorScheme}>
        <DialogStackContext value={dialogs}>
          <ToastProvider>
            <ErrorBoundary onError={onError} onRetry={store.clearFailed}>
              <Suspense fallback={fallback}>{children}</Suspense>
            </ErrorBoundary>
          </ToastProvider>
        </DialogStackContext>
      </main>
    </I18nProvider>
  );
}
