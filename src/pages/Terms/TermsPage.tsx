import { routes } from '../../lib/routes';
import { LegalPage } from '../../components/LegalPage';
import { TERMS } from '../../content/terms';

export default function TermsPage() {
  return <LegalPage doc={TERMS} canonicalPath={routes.terms.href()} other={{ label: 'Chính sách bảo mật', href: routes.privacy.href() }} />;
}
