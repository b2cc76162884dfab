import { PendingPage } from '../../components/PendingPage';

export default function UploadVideoPage() {
  return <PendingPage title="Tải bài hát lên bằng video" />;
}
