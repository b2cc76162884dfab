import { PendingPage } from '../../components/PendingPage';

export default function EventPage() {
  return <PendingPage title="Sự kiện" />;
}
