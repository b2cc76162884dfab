import { paths } from '../../lib/paths';
import { LegalPage } from '../../components/LegalPage';
import { PRIVACY } from '../../content/privacy';

export default function PrivacyPage() {
  return <LegalPage doc={PRIVACY} canonicalPath={paths.privacy.href()} other={{ label: 'Điều khoản sử dụng', href: paths.terms.href() }} />;
}
