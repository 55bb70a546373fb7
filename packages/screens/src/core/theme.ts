/**
 * Theme tokens a host may set through the provider; each becomes a `--lendview-*` custom
 * property on the screen root (a host may as well set them in its own CSS). Values are any CSS
 * value of the property's kind. docs/theming.md lists every token with its defaults.
 */
export interface ThemeColors {
  /** Buttons, links, selected states. */
  brand?: string;
  /** Text on `brand` (primary buttons). */
  brandText?: string;
  /** Focus ring and the second colour of headers. */
  accent?: string;
  danger?: string;
  /** Body text. */
  text?: string;
  /** Secondary text (labels, hints). */
  muted?: string;
  /** Page background. */
  background?: string;
  /** Cards, dialogs and fields. */
  surface?: string;
  /** Separators. */
  line?: string;
}

export interface Theme extends ThemeColors {
  /** Corner radius of cards. */
  radius?: string;
  font?: string;
  /** The dark scheme's colours (`--lendview-dark-*`). */
  dark?: ThemeColors;
}

/** Which palette the screens use. `system` follows `prefers-color-scheme`. */
export type ColorScheme = 'light' | 'dark' | 'system';

const NAMES: Record<keyof ThemeColors | 'radius' | 'font', string> = {
  brand: 'brand',
  brandText: 'on-brand',
  accent: 'accent',
  danger: 'danger',
  text: 'text',
  muted: 'muted',
  background: 'background',
  surface: 'surface',
  line: 'line',
  radius: 'radius',
  font: 'font',
};

/** The theme as inline custom properties for the screen root. */
export function themeVariables(theme: Theme | undefined): Record<string, string> {
  const vars: Record<string, string> = {};
  if (!theme) return vars;
  for (const [key, name] of Object.entries(NAMES) as [keyof typeof NAMES, string][]) {
    const light = theme[key];
    const dark = key === 'radius' || key === 'font' ? undefined : theme.dark?.[key];
    if (light) vars[`--lendview-${name}`] = light;
    if (dark) vars[`--lendview-dark-${name}`] = dark;
  }
  return vars;
}
