import { paths } from '../../lib/paths';
import { LegalPage } from '../../components/LegalPage';
import { TERMS } from '../../content/terms';

export default function TermsPage() {
  return <LegalPage doc={TERMS} canonicalPath={paths.terms.href()} other={{ label: 'Chính sách bảo mật', href: paths.privacy.href() }} />;
}
