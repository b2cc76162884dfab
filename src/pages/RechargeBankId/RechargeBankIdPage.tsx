import { PendingPage } from '../../components/PendingPage';

export default function RechargeBankIdPage() {
  return <PendingPage title="Nạp kim cương qua ngân hàng" />;
}
