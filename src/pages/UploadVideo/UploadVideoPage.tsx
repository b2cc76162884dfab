import { Head } from '../../components/Head';
import { SongReceived, UploadLayout } from '../../features/songs/UploadLayout';
import { UploadVideoForm } from './UploadVideoForm';
import { useVideoUpload } from './useVideoUpload';

export default function UploadVideoPage() {
  const upload = useVideoUpload();
  const { sending } = upload;
  return (
    <UploadLayout current="video">
      <Head title="Tải video bài hát lên" noIndex />
      {sending.status === 'done' ? (
        <SongReceived song={sending.result} picture={upload.pictureUrl} onAnother={upload.startOver} anotherLabel="Tải bài khác lên" />
      ) : (
        <UploadVideoForm upload={upload} />
      )}
    </UploadLayout>
  );
}
