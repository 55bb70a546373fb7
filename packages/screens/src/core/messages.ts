import type { Messages } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import type { Market } from './market';

/**
 * A host's own wording per market: the English source message, exactly as the screens' `.po`
 * files list it (`msgid`), to the text to show instead. Placeholders and plurals keep Lingui's
 * ICU syntax (`Pay {amount}`).
 */
export type MessageOverrides = Partial<Record<Market, Readonly<Record<string, string>>>>;

/**
 * Turns overrides keyed by source text into the compiled catalogs the provider's `messages`
 * takes. Lingui keys compiled messages by a hash of the source text, so a host writes what it
 * reads and this computes the id with Lingui's own function.
 *
 * Rule of thumb: call it once, outside render (module level or `useMemo`).
 *
 * @example
 * const messages = overrideMessages({ es: { 'Copied': '¡Listo, copiado!' } });
 * <LendviewProvider messages={messages} ...>
 */
export function overrideMessages(overrides: MessageOverrides): Partial<Record<Market, Messages>> {
  const compiled: Partial<Record<Market, Messages>> = {};
  for (const [market, texts] of Object.entries(overrides) as [Market, Record<string, string>][]) {
    compiled[market] = Object.fromEntries(
      Object.entries(texts).map(([source, text]) => [generateMessageId(source), compileMessage(text)]),
    );
  }
  return compiled;
}
