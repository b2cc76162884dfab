import { PendingPage } from '../../components/PendingPage';

export default function RechargePage() {
  return <PendingPage title="Nạp kim cương" />;
}
