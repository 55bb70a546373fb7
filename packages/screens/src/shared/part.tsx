import { setupI18n, type Messages } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { useMemo, type ReactNode } from 'react';
import type { Market } from '../core/market';
import { useLendview } from '../core/provider';

export interface PartProps {
  /** The part's own compiled catalogs (its `locales/en` and `locales/es`). */
  catalogs: Record<Market, Messages>;
  /** Names its `<style>`: React adds it once however often the part shows. */
  name: string;
  css: string;
  children: ReactNode;
}

/**
 * A part a screen loads in its own chunk (see `Deferred`) with its own messages and styles, so
 * the screens that do not show it carry neither: the key-facts card and the statements it folds.
 *
 * Shared by three parts, not more: the example app's build puts a module that four or more chunks
 * share into the core every first screen loads (its `lendview-core` group counts the parts too),
 * so the look-up exit and the grievance contacts set up their messages themselves.
 */
export function Part({ catalogs, name, css, children }: PartProps) {
  const { market, nonce } = useLendview();
  const i18n = useMemo(() => setupI18n({ locale: market, messages: { [market]: catalogs[market] } }), [market, catalogs]);
  return (
    <I18nProvider i18n={i18n}>
      <style href={`lv-${name}`} precedence="lendview" nonce={nonce}>
        {css}
      </style>
      {children}
    </I18nProvider>
  );
}
