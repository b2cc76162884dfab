import { PendingPage } from '../../components/PendingPage';

export default function RoomPage() {
  return <PendingPage title="Phòng hát" />;
}
