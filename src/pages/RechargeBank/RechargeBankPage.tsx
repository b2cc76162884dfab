import { PendingPage } from '../../components/PendingPage';

export default function RechargeBankPage() {
  return <PendingPage title="Nạp kim cương qua chuyển khoản" />;
}
