import { useLendview } from '../../../core/provider';
import type { LegalBlock, LegalText } from './types';

export interface LegalDocumentProps {
  /** The text in the market's language. */
  text: LegalText;
  /** Level of the title: 1 when the document is the page, 2 inside a tab panel. @defaultValue 1 */
  level?: 1 | 2;
  /** Prefix of every id (in-page links), unique on the page. */
  idPrefix: string;
  /** The screen it is shown in: scopes its styles (`[data-screen=...]`). */
  screen: string;
}

/**
 * A long legal text made readable on a 320 px phone: a title, a numbered table of contents of
 * in-page links, and numbered sections with headings. No Lingui here: the text arrives already
 * in the market's language, so the loan terms, user agreement and privacy notice share it.
 *
 * @example
 * <LegalDocument text={terms} idPrefix="terms" level={2} screen="official-site" />
 */
export function LegalDocument({ text, level = 1, idPrefix, screen }: LegalDocumentProps) {
  const Title = level === 1 ? 'h1' : 'h2';
  const Heading = level === 1 ? 'h2' : 'h3';
  const id = (name: string) => `${idPrefix}-${name}`;
  const { nonce } = useLendview();
  return (
    <article className="lg-doc" aria-labelledby={id('title')}>
      {/* Its styles travel with it (this module loads with the text, not with the screen). */}
      <style href={`lv-legal-${screen}`} precedence="lendview" nonce={nonce}>
        {legalCss(screen)}
      </style>
      <Title id={id('title')} className="lg-title">
        {text.title}
      </Title>
      {text.intro.map(block)}
      <nav className="lg-toc" aria-labelledby={id('toc')}>
        <Heading id={id('toc')} className="lg-toc-title">
          {text.contents}
        </Heading>
        <ol>
          {text.sections.map((section, index) => (
            <li key={section.id}>
              <a href={`#${id(section.id)}`}>
                {index + 1}. {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {text.sections.map((section, index) => (
        <section key={section.id} id={id(section.id)} className="lg-section" aria-labelledby={id(`${section.id}-h`)}>
          <Heading id={id(`${section.id}-h`)} className="lg-heading">
            {index + 1}. {section.title}
          </Heading>
          {section.body.map(block)}
        </section>
      ))}
    </article>
  );
}

function block(content: LegalBlock, index: number) {
  if (typeof content === 'string') return <p key={index}>{content}</p>;
  return (
    <ul key={index}>
      {content.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}

/**
 * The document's styles under a screen's scope (every rule scoped, as the frame requires). Side
 * paddings are narrow and contents links break anywhere: a 12-letter title word ("Obligaciones")
 * must fit a 320 px phone at 200 % text.
 */
function legalCss(screen: string): string {
  const s = `[data-screen=${screen}] .lg-`;
  return `
${s}doc{margin:12px 16px;padding:20px 12px;background:var(--lv-surface);border-radius:var(--lv-radius);overflow-wrap:break-word}
${s}doc p,${s}doc ul{margin:0 0 12px}
${s}doc ul{padding-left:20px}
${s}doc li{margin-bottom:6px}
${s}title{font-size:min(22px,max(7.5vw,1.15em));line-height:1.25;margin-bottom:12px}
${s}toc{margin:16px 0 8px;padding:12px 8px;border-radius:10px;background:var(--lv-background)}
${s}toc-title,${s}heading{font-size:17px;font-weight:700;margin-bottom:8px}
${s}toc ol{list-style:none;margin:0;padding:0}
${s}toc li{margin:0}
${s}toc a{display:flex;align-items:center;min-height:44px;color:var(--lv-brand);font-weight:600;overflow-wrap:anywhere}
${s}section{padding-top:16px;scroll-margin-top:8px;border-top:1px solid var(--lv-line)}
`;
}
