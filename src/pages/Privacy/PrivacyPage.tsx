import { routes } from '../../lib/routes';
import { LegalPage } from '../../components/LegalPage';
import { PRIVACY } from '../../content/privacy';

export default function PrivacyPage() {
  return <LegalPage doc={PRIVACY} canonicalPath={routes.privacy.href()} other={{ label: 'Điều khoản sử dụng', href: routes.terms.href() }} />;
}
