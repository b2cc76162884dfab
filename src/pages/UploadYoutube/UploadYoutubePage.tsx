import { PendingPage } from '../../components/PendingPage';

export default function UploadYoutubePage() {
  return <PendingPage title="Tải bài hát lên từ YouTube" />;
}
