import { PendingPage } from '../../components/PendingPage';

export default function TransferPage() {
  return <PendingPage title="Chuyển kim cương" />;
}
