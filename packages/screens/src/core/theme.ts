/** Brand tokens a host may set; each becomes a `--lv-*` CSS variable. */
export interface Theme {
  brand?: string;
  brandText?: string;
  accent?: string;
  danger?: string;
  radius?: string;
  font?: string;
}

const NAMES: Record<keyof Theme, string> = {
  brand: '--lv-brand',
  brandText: '--lv-brand-text',
  accent: '--lv-accent',
  danger: '--lv-danger',
  radius: '--lv-radius',
  font: '--lv-font',
};

/** The theme as inline CSS variables for the screen root. */
export function themeVariables(theme: Theme | undefined): Record<string, string> {
  const vars: Record<string, string> = {};
  if (!theme) return vars;
  for (const key of Object.keys(NAMES) as (keyof Theme)[]) {
    const value = theme[key];
    if (value) vars[NAMES[key]] = value;
  }
  return vars;
}
