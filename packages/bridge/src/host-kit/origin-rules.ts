/**
 * Which pages may talk to a host: origin rules with the semantics of androidx.webkit's
 * `allowedOriginRules` (`WebViewCompat.addWebMessageListener`), so one list serves the Android
 * listener, the Kotlin, Swift and React Native dispatchers and the scripts they put in the page.
 *
 * A rule is `SCHEME://HOST[:PORT]`: `https://app.lender.example`, `https://*.lender.example`
 * (every subdomain, not `lender.example` itself), `http://10.0.2.2:8080`. Without a port it means
 * the scheme's own (443, 80). A rule androidx refuses is refused here too, at once and loudly,
 * instead of matching nothing: a path (`https://app.lender.example/`, a trailing slash included),
 * a wildcard anywhere but a leading `*.`, a missing host. The kit also refuses androidx's `*`
 * (any origin): these messages log out and dial, so list the origins.
 */

/** One parsed rule. `host` is lower case, `*.` at its start for subdomains, empty for a custom scheme (any). */
export interface OriginRule {
  scheme: string;
  host: string;
  /** -1: any port (a custom scheme). */
  port: number;
}

/** An origin as the rules see it. */
export interface Origin {
  scheme: string;
  host: string;
  port: number;
}

const DEFAULT_PORT: Readonly<Record<string, number>> = { http: 80, https: 443 };
const defaultPort = (scheme: string) => (scheme === 'http' || scheme === 'https' ? DEFAULT_PORT[scheme]! : -1);

/**
 * Reads one rule; throws an `Error` that says what is wrong with it.
 *
 * @example
 * parseOriginRule('https://*.lender.example'); // { scheme: 'https', host: '*.lender.example', port: 443 }
 */
export function parseOriginRule(raw: string): OriginRule {
  const rule = raw.trim();
  const refuse = (why: string): never => {
    throw new Error(`Origin rule "${raw}": ${why}`);
  };
  if (rule === '*') refuse('"*" lets every page log out, dial and track; list the origins instead');
  const split = rule.indexOf('://');
  if (split <= 0) refuse('write SCHEME://HOST, for example https://app.lender.example');
  const scheme = rule.slice(0, split).toLowerCase();
  if (scheme.includes('*')) refuse('the scheme cannot have a wildcard');
  const rest = rule.slice(split + 3);
  const web = scheme === 'http' || scheme === 'https';
  if (rest === '') return web ? refuse('http and https rules need a host') : { scheme, host: '', port: -1 };
  if (!web) refuse('only http and https rules have a host');
  if (/[/?#@\s]/.test(rest))
    refuse('an origin has no path, query or user: drop everything after the host and port (a trailing / too)');
  const parts = /^(\[[0-9a-fA-F:.]+\]|[^:[\]]+)(?::(\d{1,5}))?$/.exec(rest);
  if (!parts) return refuse('write HOST or HOST:PORT');
  const host = parts[1]!.toLowerCase();
  const stars = host.split('*').length - 1;
  if (stars > 1 || (stars === 1 && (!host.startsWith('*.') || host.length < 3)))
    refuse('a wildcard is allowed only as a leading "*." (https://*.lender.example)');
  const port = parts[2] === undefined ? defaultPort(scheme) : Number(parts[2]);
  if (port > 65535) refuse('the port is above 65535');
  return { scheme, host, port };
}

/**
 * The origin of a URL or of an origin string (`https://app.lender.example:8443`); undefined for
 * an opaque one (`null`, `about:blank`, `data:`). A regular expression, not `URL`: React Native's
 * `URL` lacks `hostname` and `port` on some versions.
 *
 * @example
 * parseOrigin('https://App.Lender.example/loan?x=1'); // { scheme: 'https', host: 'app.lender.example', port: 443 }
 */
export function parseOrigin(url: string | undefined): Origin | undefined {
  const parts = /^([a-zA-Z][a-zA-Z0-9+.-]*):\/\/(?:[^@/?#]*@)?(\[[0-9a-fA-F:.]*\]|[^:/?#]*)(?::(\d*))?(?:[/?#]|$)/.exec(
    url ?? '',
  );
  if (!parts) return undefined;
  const scheme = parts[1]!.toLowerCase();
  return { scheme, host: parts[2]!.toLowerCase(), port: parts[3] ? Number(parts[3]) : defaultPort(scheme) };
}

function hostMatches(pattern: string, host: string): boolean {
  if (pattern === '') return true;
  return pattern.startsWith('*.') ? host.length > pattern.length - 1 && host.endsWith(pattern.slice(1)) : pattern === host;
}

/**
 * Whether a page at `url` (or with this origin) may talk to the host.
 *
 * @example
 * originAllowed([parseOriginRule('https://*.lender.example')], 'https://app.lender.example/x'); // true
 */
export function originAllowed(rules: readonly OriginRule[], url: string | undefined): boolean {
  const origin = parseOrigin(url);
  return (
    origin !== undefined &&
    rules.some(
      (rule) =>
        rule.scheme === origin.scheme && (rule.port < 0 || rule.port === origin.port) && hostMatches(rule.host, origin.host),
    )
  );
}

/** Where {@link ORIGIN_CHECK_SCRIPT} takes the rules as a JSON array of `[scheme, host, port]`. */
export const RULES_PLACEHOLDER = '__RULES__';

/**
 * A JavaScript function (ES5, for the page) that tells whether a `location` is allowed, with the
 * rules' JSON at {@link RULES_PLACEHOLDER}. The Kotlin and Swift hosts embed this text (their
 * generators read it from here), so every platform checks the page the same way.
 */
export const ORIGIN_CHECK_SCRIPT =
  `function(l){var r=${RULES_PLACEHOLDER},s=l.protocol.slice(0,-1).toLowerCase(),h=l.hostname.toLowerCase(),` +
  `p=l.port?+l.port:s==="https"?443:s==="http"?80:-1;for(var i=0;i<r.length;i++){var x=r[i],w=x[1].slice(1);` +
  `if(x[0]===s&&(x[2]<0||x[2]===p)&&(x[1]===""||x[1]===h||x[1].slice(0,2)==="*."&&h.length>w.length&&h.slice(-w.length)===w))return true}return false}`;

/** {@link ORIGIN_CHECK_SCRIPT} for these rules. */
export const originCheckScript = (rules: readonly OriginRule[]) =>
  ORIGIN_CHECK_SCRIPT.replace(RULES_PLACEHOLDER, JSON.stringify(rules.map((rule) => [rule.scheme, rule.host, rule.port])));
