import { PendingPage } from '../../components/PendingPage';

export default function BankTransferGuidePage() {
  return <PendingPage title="Hướng dẫn nạp kim cương bằng chuyển khoản" />;
}
