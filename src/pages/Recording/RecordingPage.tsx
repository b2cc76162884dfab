import { PendingPage } from '../../components/PendingPage';

export default function RecordingPage() {
  return <PendingPage title="Bản thu" />;
}
