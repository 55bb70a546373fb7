/** Text for HTML (content or a quoted attribute): `&`, `<`, `>`, `"` and `'` as character references. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
