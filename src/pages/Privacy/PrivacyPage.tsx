import { Link } from 'react-router';
import { paths } from '../../app/paths';
import { Head } from '../../components/Head';
import { LegalDocument } from '../../components/LegalDocument';
import { PRIVACY } from '../../content/privacy';

export default function PrivacyPage() {
  return (
    <>
      <Head title={PRIVACY.title} description={PRIVACY.description} canonicalPath={paths.privacy.href()} />
      <LegalDocument
        doc={PRIVACY}
        footer={
          <p className="muted">
            Xem thêm: <Link to={paths.terms.href()}>Điều khoản sử dụng</Link> ·{' '}
            <Link to={paths.deleteAccount.href()}>Xoá tài khoản</Link>
          </p>
        }
      />
    </>
  );
}
