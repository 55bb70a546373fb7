/**
 * What a host reads at all, as on Android and iOS: a bridge message is a few hundred characters
 * nested three levels (envelope, payload, analytics props), so a longer or deeper text is refused
 * unread, before a parser spends memory or stack on it.
 */
export const MAX_LENGTH = 65536;
export const MAX_DEPTH = 16;

/**
 * Whether `text` is at most {@link MAX_LENGTH} characters with brackets nested at most
 * {@link MAX_DEPTH} deep (brackets inside strings do not count).
 *
 * @example
 * withinLimits('{"a":[1]}'); // true
 */
export function withinLimits(text: string): boolean {
  if (text.length > MAX_LENGTH) return false;
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (inString) {
      if (char === '\\') i++;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === '{' || char === '[') {
      if (++depth > MAX_DEPTH) return false;
    } else if (char === '}' || char === ']') depth--;
  }
  return true;
}
