import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatDate, type Block, type LegalText, type Rich } from '../content/document';
import { KeptCounts } from './KeptCounts';
import './LegalDocument.css';

/** One run of text or a link: site paths through the router, mailto and other sites as anchors. */
function RichText({ content }: { content: Rich }) {
  return (
    <>
      {content.map((part, index) => {
        if (typeof part === 'string') return <KeptCounts key={index} text={part} />;
        if (part.href.startsWith('/')) {
          return (
            <Link key={index} to={part.href}>
              {part.text}
            </Link>
          );
        }
        return part.external ? (
          <a key={index} href={part.href} target="_blank" rel="noopener noreferrer">
            {part.text}
            <span className="visually-hidden"> (mở trong thẻ mới)</span>
          </a>
        ) : (
          <a key={index} href={part.href}>
            {part.text}
          </a>
        );
      })}
    </>
  );
}

function DocumentBlock({ block }: { block: Block }) {
  switch (block.kind) {
    case 'p':
      return (
        <p>
          <RichText content={block.content} />
        </p>
      );
    case 'note':
      return (
        <p className="notice legal__note">
          <RichText content={block.content} />
        </p>
      );
    case 'h3':
      return (
        <h3>
          <KeptCounts text={block.text} />
        </h3>
      );
    case 'ul':
    case 'ol': {
      const List = block.kind;
      return (
        <List>
          {block.items.map((item, index) => (
            <li key={index}>
              <RichText content={item} />
            </li>
          ))}
        </List>
      );
    }
  }
}

export interface LegalDocumentProps {
  doc: LegalText;
  /** Shown after the last section (e.g. links to related pages). */
  footer?: ReactNode;
}

/**
 * A long document (terms, privacy): title, effective date, a table of contents whose links jump to
 * each numbered section by hash, then the sections. On wide screens the contents stay in a side column.
 */
export function LegalDocument({ doc, footer }: LegalDocumentProps) {
  const { title, effectiveDate, intro, sections } = doc;
  return (
    <div className="page legal">
      <div className="container legal__layout">
        <div className="legal__head">
          <h1 id="legal-title">{title}</h1>
          <p className="legal__date">
            Có hiệu lực từ ngày <time dateTime={effectiveDate}>{formatDate(effectiveDate)}</time>
          </p>
          <div className="prose">
            {intro.map((block, index) => (
              <DocumentBlock key={index} block={block} />
            ))}
          </div>
        </div>

        <nav className="toc legal__toc" aria-label="Mục lục">
          <h2 className="legal__toc-title">Mục lục</h2>
          <ol>
            {sections.map((item) => (
              <li key={item.id}>
                <a href={`#${item.id}`}>{item.title}</a>
              </li>
            ))}
          </ol>
        </nav>

        <div className="prose legal__body">
          {sections.map((item, index) => (
            <section key={item.id} id={item.id} className="legal__section">
              <h2>
                <span className="legal__num">{index + 1}.</span> {item.title}
              </h2>
              {item.blocks.map((block, blockIndex) => (
                <DocumentBlock key={blockIndex} block={block} />
              ))}
            </section>
          ))}
          {footer ? <div className="legal__footer">{footer}</div> : null}
        </div>
      </div>
    </div>
  );
}
