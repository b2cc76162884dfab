import type { FormEvent, ReactNode } from 'react';
import { Field } from '../../components/form/Field';
import { FileName } from '../../components/form/FileName';
import { FilePicker } from '../../components/form/FilePicker';
import { SongTextFields } from '../../features/songs/UploadLayout';
import { formatFileSize, THUMBNAIL_RULE, VIDEO_RULE } from '../../features/songs/validation';
import { UploadStatus } from './UploadStatus';
import { CAPTURE_FAILED_MESSAGE } from './useVideoFiles';
import { IDS, type VideoUpload } from './useVideoUpload';

const describeFile = (file: File): ReactNode => (
  <>
    <FileName name={file.name} /> · {formatFileSize(file.size)}
  </>
);

/** The picture that will go with the song, or where taking a frame from the video stands. */
function ThumbnailPreview({ upload }: { upload: VideoUpload }) {
  const { video, ownPicture, pictureUrl, frame, errors } = upload;
  if (pictureUrl) {
    return (
      <>
        <div className="upload-preview">
          <img src={pictureUrl} alt="Ảnh bìa sẽ dùng cho bài hát" width={320} height={180} />
        </div>
        <p className="upload-preview__caption">{ownPicture ? 'Ảnh bìa bạn đã chọn.' : 'Khung hình lấy từ video. Bạn có thể chọn ảnh khác.'}</p>
      </>
    );
  }
  if (ownPicture || !video) return null;
  if (frame === 'capturing') {
    return (
      <p className="upload-preview__caption" role="status">
        Đang lấy một khung hình từ video để làm ảnh bìa…
      </p>
    );
  }
  // Once the same words stand as the field's error, they are not said twice.
  if (frame === 'failed' && !errors.thumbnail) return <p className="upload-preview__caption">{CAPTURE_FAILED_MESSAGE}</p>;
  return null;
}

/** The video, its picture, the song's name and artist, and the upload's progress or outcome. */
export function UploadVideoForm({ upload }: { upload: VideoUpload }) {
  const { video, ownPicture, picture, frame, videoCheck, name, artist, errors, sending, isSending } = upload;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    upload.send();
  };

  const pictureStatus: ReactNode = ownPicture
    ? describeFile(ownPicture)
    : frame === 'ready'
      ? 'Đang dùng khung hình lấy từ video.'
      : 'Chưa chọn ảnh.';

  return (
    <form className="card form-stack upload-form" noValidate onSubmit={onSubmit} aria-label="Tải video bài hát lên">
      <fieldset className="field upload-form__fields form-stack" disabled={isSending}>
        <legend className="visually-hidden">Thông tin bài hát</legend>
        <Field
          id={IDS.video}
          label="Tệp video"
          required
          hint={
            <>
              MP4, MOV hoặc WebM, tối đa <span className="nowrap">500 MB</span>, dài tối đa <span className="nowrap">30 phút</span>.
            </>
          }
          error={errors.video}
        >
          {(control) => (
            <>
              <FilePicker
                control={control}
                accept={VIDEO_RULE.accept}
                buttonLabel={video ? 'Đổi video' : 'Chọn video'}
                status={video ? describeFile(video) : 'Chưa chọn tệp nào.'}
                onFile={upload.onVideo}
              />
              {/* Always in the page, so that the words appearing in it are announced. */}
              <p className="upload-form__check" role="status">
                {videoCheck === 'checking' ? 'Đang kiểm tra video…' : ''}
              </p>
            </>
          )}
        </Field>

        <Field
          id={IDS.thumbnail}
          label="Ảnh bìa"
          hint={
            <>
              JPG, PNG hoặc WebP, tối đa <span className="nowrap">5 MB</span>. Không chọn ảnh thì chúng tôi lấy một khung hình trong video.
            </>
          }
          error={errors.thumbnail}
        >
          {(control) => (
            <>
              <ThumbnailPreview upload={upload} />
              <FilePicker
                control={control}
                accept={THUMBNAIL_RULE.accept}
                buttonLabel={picture ? 'Chọn ảnh khác' : 'Chọn ảnh'}
                status={pictureStatus}
                onFile={upload.onPicture}
              />
              {ownPicture && video && videoCheck === 'passed' ? (
                <button type="button" className="button button--ghost upload-form__frame" onClick={upload.switchToFrame}>
                  Dùng khung hình từ video
                </button>
              ) : null}
            </>
          )}
        </Field>

        <SongTextFields ids={IDS} values={{ name, artist }} errors={errors} onChange={upload.onText} onBlur={upload.onBlurText} />
      </fieldset>

      <UploadStatus sending={sending} onCancel={upload.cancel} />

      {isSending ? null : (
        <div className="upload-form__actions">
          <button type="submit" className="button">
            {sending.status === 'failed' ? 'Thử lại' : sending.status === 'idle' && sending.cancelled ? 'Tải lên lại' : 'Tải lên'}
          </button>
        </div>
      )}
    </form>
  );
}
