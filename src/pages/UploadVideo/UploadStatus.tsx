import { SendFailedNotice } from '../../components/form/SendFailedNotice';
import { formatCount } from '../../lib/format';
import { NOTICE_ID, saveWaitOf, type VideoUpload } from './useVideoUpload';

/** Upload progress read out at a few steps only, not at every percent. */
const spokenStep = (percent: number) => (percent >= 100 ? 100 : Math.floor(percent / 25) * 25);

/** Under the fields: the progress with its cancel button, or what became of the last attempt. */
export function UploadStatus({ sending, onCancel }: { sending: VideoUpload['sending']; onCancel: () => void }) {
  if (sending.status === 'sending') {
    const { progress: percent } = sending;
    const saveWaitMs = saveWaitOf(sending.body);
    // After the last byte the server stores the video before it answers: minutes for a large file.
    const saving = percent >= 100;
    return (
      <div className="upload-progress">
        <p className="upload-progress__label" id="upload-video-progress-label">
          {saving ? 'Đã gửi xong. Máy chủ đang lưu video…' : 'Đang tải lên…'}
        </p>
        <div className="upload-progress__row">
          <progress max={100} value={percent} aria-labelledby="upload-video-progress-label" />
          <span className="upload-progress__percent" aria-hidden="true">
            {percent}&nbsp;%
          </span>
        </div>
        {saving ? (
          <p className="upload-progress__hint">
            Video lớn có thể cần vài phút; trang sẽ chờ máy chủ khoảng {formatCount(Math.max(1, Math.round(saveWaitMs / 60_000)))} phút. Bạn đừng đóng
            trang này nhé.
          </p>
        ) : null}
        <p className="visually-hidden" aria-live="polite">
          {saving ? 'Đã gửi xong, máy chủ đang lưu video.' : `Đã tải lên ${spokenStep(percent)}\u00a0%`}
        </p>
        <button type="button" className="button button--secondary button--block" onClick={onCancel}>
          Huỷ tải lên
        </button>
      </div>
    );
  }
  if (sending.status === 'idle' && sending.cancelled) {
    return (
      <div className="notice form-notice" id={NOTICE_ID} tabIndex={-1} role="status">
        <p>Đã huỷ tải lên. Video và thông tin bạn nhập vẫn còn nguyên; bấm “Tải lên lại” khi bạn sẵn sàng.</p>
      </div>
    );
  }
  if (sending.status === 'failed') {
    return <SendFailedNotice id={NOTICE_ID} title="Chưa tải lên được." kept="Video và thông tin bạn nhập" error={sending.error} />;
  }
  return null;
}
