import { PendingPage } from '../../components/PendingPage';

export default function TransactionHistoryPage() {
  return <PendingPage title="Lịch sử giao dịch" />;
}
