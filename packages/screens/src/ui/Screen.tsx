import { setupI18n, type Messages } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { Suspense, useEffect, useMemo, useRef, useState, type ComponentType, type ReactElement, type ReactNode } from 'react';
import { messages as coreEn } from '../core/locales/en';
import { messages as coreEs } from '../core/locales/es';
import { marketLocale } from '../core/market';
import { useBackHandler } from '../core/native';
import type { ScreenView } from '../core/host-callbacks';
import { useLendview } from '../core/provider';
import { themeVariables } from '../core/theme';
import { createDialogStack, DialogStackContext } from './dialog-stack';
import { ErrorBoundary } from './ErrorBoundary';
import { coreCss, scope } from './styles';
import { useFocusKeeper } from './useFocusKeeper';
import { ToastProvider } from './toast';

export interface ScreenProps {
  /** A stable name: the CSS scope (`data-screen`) and the style element's key. */
  name: string;
  /** The screen's compiled catalogs. */
  catalogs: { en: Messages; es: Messages };
  /**
   * The screen's own CSS, written as if nested in its root: the frame puts every rule under
   * `[data-screen=name]` (see {@link scope}; `&` is the root itself).
   */
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
  const { market, theme, colorScheme, store, onError, nonce, onScreenView, onReady, messages } = useLendview();
  const i18n = useMemo(
    () => setupI18n({ locale: market, messages: { [market]: { ...CORE[market], ...catalogs[market], ...messages?.[market] } } }),
    [market, catalogs, messages],
  );
  const scoped = useMemo(() => scope(`[data-screen=${name}]`, css), [name, css]);
  const [dialogs] = useState(createDialogStack);
  // Hardware back or a swipe closes the top dialog (or the dialog refuses, mid-payment); the page
  // stays. With no dialog open the shell decides.
  useBackHandler(() => {
    const top = dialogs.top();
    top?.dismiss();
    return top !== undefined;
  });
  const root = useRef<HTMLElement>(null);
  useFocusKeeper(root, dialogs);
  useEffect(() => onScreenView({ screen: name, market }), [onScreenView, name, market]);

  return (
    <I18nProvider i18n={i18n}>
      <style href="lv-core" precedence="lendview" nonce={nonce}>
        {coreCss}
      </style>
      <style href={`lv-${name}`} precedence="lendview" nonce={nonce}>
        {scoped}
      </style>
      <main
        ref={root}
        className="lv-root"
        lang={marketLocale(market)}
        style={themeVariables(theme)}
        data-screen={name}
        data-color-scheme={colorScheme === 'system' ? undefined : colorScheme}
      >
        <DialogStackContext value={dialogs}>
          <ToastProvider>
            <ErrorBoundary onError={onError} onRetry={store.clearFailed}>
              <Suspense fallback={fallback}>
                <Ready onReady={onReady} screen={name} market={market} />
                {children}
              </Suspense>
            </ErrorBoundary>
          </ToastProvider>
        </DialogStackContext>
      </main>
    </I18nProvider>
  );
}

export interface ScreenDefinition<C> extends Omit<ScreenProps, 'fallback' | 'children'> {
  /** What the screen shows once its data is there; it takes the screen's props, if any. */
  Content: C;
  /** Shown while the screen's data loads: skeletons sized like the content. @defaultValue nothing */
  Fallback?: ComponentType;
}

/**
 * A screen component: its `Content` in the {@link Screen} frame, its `Fallback` while the data
 * loads. The one place a screen's frame is written (Stripe's `createElementComponent` habit).
 * The component takes what `Content` takes: none for a screen that reads everything from the
 * provider, so a host's stray prop is a type error.
 *
 * @example
 * export const CustomerService = defineScreen({ name: 'customer-service', catalogs, css, Content, Fallback: Loading });
 */
export function defineScreen<C extends (props: never) => ReactNode>({
  Content,
  Fallback,
  ...frame
}: ScreenDefinition<C>): Parameters<C> extends [] ? () => ReactElement : (props: Parameters<C>[0]) => ReactElement {
  const Inner = Content as unknown as ComponentType<object>;
  const Defined = (props?: object) => (
    <Screen {...frame} fallback={Fallback ? <Fallback /> : null}>
      <Inner {...props} />
    </Screen>
  );
  return Defined as ReturnType<typeof defineScreen<C>>;
}

/**
 * Mounts beside the screen's content inside its Suspense boundary, so its effect runs only when
 * the content (with its data) is committed: not for the skeleton, not for an error.
 */
function Ready({ onReady, screen, market }: ScreenView & { onReady: (view: ScreenView) => void }) {
  useEffect(() => onReady({ screen, market }), [onReady, screen, market]);
  return null;
}
