import { Link } from 'react-router';
import { paths } from '../../app/paths';
import { Head } from '../../components/Head';
import { LegalDocument } from '../../components/LegalDocument';
import { TERMS } from '../../content/terms';

export default function TermsPage() {
  return (
    <>
      <Head title={TERMS.title} description={TERMS.description} canonicalPath={paths.terms.href()} />
      <LegalDocument
        doc={TERMS}
        footer={
          <p className="muted">
            Xem thêm: <Link to={paths.privacy.href()}>Chính sách bảo mật</Link> ·{' '}
            <Link to={paths.deleteAccount.href()}>Xoá tài khoản</Link>
          </p>
        }
      />
    </>
  );
}
