import { Link } from 'react-router';
import type { LegalText } from '../content/document';
import { routes } from '../lib/routes';
import { Head } from './Head';
import { LegalDocument } from './LegalDocument';

/**
 * A legal text as a whole page (terms, privacy): its head tags with the canonical address, the document,
 * and links to the other legal text and to account deletion.
 */
export function LegalPage({ doc, canonicalPath, other }: { doc: LegalText; canonicalPath: string; other: { label: string; href: string } }) {
  return (
    <>
      <Head title={doc.title} description={doc.description} canonicalPath={canonicalPath} heading="legal-title" />
      <LegalDocument
        doc={doc}
        footer={
          <p className="muted">
            Xem thêm: <Link to={other.href}>{other.label}</Link> · <Link to={routes.deleteAccount.href()}>Xoá tài khoản</Link>
          </p>
        }
      />
    </>
  );
}
