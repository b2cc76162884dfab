import { useEffect, useRef, useState, type FocusEvent, type FormEvent, type ReactNode } from 'react';
import type { Song } from '../../api/contract';
import { Head } from '../../components/Head';
import { movedToAnotherField } from '../../components/form/blurTarget';
import { Field } from '../../components/form/Field';
import { FilePicker } from '../../components/form/FilePicker';
import { SendFailedNotice } from '../../components/form/SendFailedNotice';
import { useConfirmationKey } from '../../components/form/useConfirmationKey';
import { useFocusRequest } from '../../components/form/useFocusRequest';
import { useObjectUrl } from '../../components/form/useObjectUrl';
import { captureVideoFrame } from '../../features/songs/captureFrame';
import { useUploadVideoSongMutation } from '../../features/songs/songsApi';
import { SongReceived, SongTextFields, UploadLayout } from '../../features/songs/UploadLayout';
import {
  checkArtist,
  checkSongName,
  checkThumbnailFile,
  checkVideoFile,
  cleanText,
  formatFileSize,
  THUMBNAIL_RULE,
  validateVideoSong,
  VIDEO_RULE,
  type VideoSongErrors,
} from '../../features/songs/validation';

const IDS = {
  video: 'upload-video-file',
  thumbnail: 'upload-video-thumbnail',
  name: 'upload-video-name',
  artist: 'upload-video-artist',
} as const;
const FIELD_ORDER = ['video', 'thumbnail', 'name', 'artist'] as const;

/** The frame taken from the chosen video, while no picture of the person's own is chosen. */
type Capture =
  | { state: 'none' }
  | { state: 'capturing'; video: File }
  | { state: 'ready'; video: File; picture: File }
  | { state: 'failed'; video: File };

type Sending =
  | { state: 'editing' }
  | { state: 'sending'; percent: number }
  | { state: 'cancelled' }
  | { state: 'failed'; error: unknown }
  | { state: 'done'; song: Song };

const CAPTURING_MESSAGE = 'Đang lấy ảnh bìa từ video, chờ vài giây rồi bấm “Tải lên” lại.';
const CAPTURE_FAILED_MESSAGE = 'Không lấy được khung hình từ video này. Hãy chọn một ảnh bìa.';

// Which file objects were sent: the same files and words are the same confirmation (same key).
const fileIds = new WeakMap<Blob, number>();
let nextFileId = 1;
const fileId = (file: Blob): number => {
  let id = fileIds.get(file);
  if (id === undefined) {
    id = nextFileId++;
    fileIds.set(file, id);
  }
  return id;
};

const describeFile = (file: File): ReactNode => (
  <>
    <strong>{file.name}</strong> · {formatFileSize(file.size)}
  </>
);

/** Upload progress read out at a few steps only, not at every percent. */
const spokenStep = (percent: number) => (percent >= 100 ? 100 : Math.floor(percent / 25) * 25);

export default function UploadVideoPage() {
  const [video, setVideo] = useState<File | null>(null);
  const [ownPicture, setOwnPicture] = useState<File | null>(null);
  const [capture, setCapture] = useState<Capture>({ state: 'none' });
  const [name, setName] = useState('');
  const [artist, setArtist] = useState('');
  const [errors, setErrors] = useState<VideoSongErrors>({});
  const [sending, setSending] = useState<Sending>({ state: 'editing' });

  const [upload] = useUploadVideoSongMutation();
  const keyFor = useConfirmationKey();
  const focus = useFocusRequest();
  const running = useRef<{ abort: () => void } | null>(null);
  const attempt = useRef(0);
  const busy = useRef(false);
  const captureFor = useRef<File | null>(null);

  const captured = capture.state === 'ready' && capture.video === video ? capture.picture : null;
  const picture = ownPicture ?? captured;
  const pictureUrl = useObjectUrl(picture && !checkThumbnailFile(picture) ? picture : null);

  // Leaving the page stops the upload: nothing keeps running, or is charged to, a page no one sees.
  useEffect(
    () => () => {
      attempt.current += 1;
      running.current?.abort();
    },
    [],
  );

  const isSending = sending.state === 'sending';
  useEffect(() => {
    if (!isSending) return undefined;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [isSending]);

  const startCapture = (file: File) => {
    captureFor.current = file;
    setCapture({ state: 'capturing', video: file });
    void captureVideoFrame(file).then((blob) => {
      if (captureFor.current !== file) return;
      if (!blob) {
        setCapture({ state: 'failed', video: file });
        return;
      }
      const base = file.name.replace(/\.[^.]*$/, '') || 'video';
      setCapture({ state: 'ready', video: file, picture: new File([blob], `${base}-anh-bia.jpg`, { type: 'image/jpeg' }) });
      // The frame stands in for the missing picture: a "choose a picture" message no longer applies.
      setErrors((current) => (current.thumbnail ? { ...current, thumbnail: undefined } : current));
    });
  };

  const onVideo = (file: File | null) => {
    setVideo(file);
    const problem = checkVideoFile(file);
    setErrors((current) => ({ ...current, video: problem ?? undefined }));
    if (file && !problem && !ownPicture) startCapture(file);
    else if (problem) captureFor.current = null;
  };

  const onPicture = (file: File | null) => {
    setOwnPicture(file);
    setErrors((current) => ({ ...current, thumbnail: checkThumbnailFile(file) ?? undefined }));
  };

  const switchToFrame = () => {
    setOwnPicture(null);
    setErrors((current) => ({ ...current, thumbnail: undefined }));
    if (video && !checkVideoFile(video) && !(capture.state !== 'none' && capture.video === video)) startCapture(video);
    focus(IDS.thumbnail);
  };

  const onText = (field: 'name' | 'artist', value: string) => {
    (field === 'name' ? setName : setArtist)(value);
    // An error already shown is re-checked as the person types, so it goes away once fixed.
    if (errors[field]) {
      const check = field === 'name' ? checkSongName : checkArtist;
      setErrors((current) => ({ ...current, [field]: check(value) ?? undefined }));
    }
  };

  const onBlurText = (field: 'name' | 'artist', event: FocusEvent<HTMLInputElement>) => {
    const { value } = event.target;
    // Empty is said on submit, not while the person is still moving through the form.
    if (!cleanText(value) || !movedToAnotherField(event)) return;
    const check = field === 'name' ? checkSongName : checkArtist;
    setErrors((current) => ({ ...current, [field]: check(value) ?? undefined }));
  };

  const send = () => {
    if (busy.current) return;
    const found = validateVideoSong({ video, thumbnail: picture, name, artist });
    if (!picture && video && !found.video) {
      if (capture.state === 'capturing' && capture.video === video) found.thumbnail = CAPTURING_MESSAGE;
      else if (capture.state === 'failed' && capture.video === video) found.thumbnail = CAPTURE_FAILED_MESSAGE;
    }
    // Without a usable video there is no frame to offer yet: choosing the video is the one thing to do.
    if (!ownPicture && found.video) delete found.thumbnail;
    setErrors(found);
    const first = FIELD_ORDER.find((field) => found[field]);
    if (first || !video || !picture) {
      if (first) focus(IDS[first]);
      return;
    }

    const fields = { video, thumbnail: picture, name: cleanText(name), artist: cleanText(artist) };
    const idempotencyKey = keyFor(
      JSON.stringify([fileId(fields.video), fileId(fields.thumbnail), fields.name, fields.artist]),
    );
    const mine = ++attempt.current;
    busy.current = true;
    setSending({ state: 'sending', percent: 0 });
    const request = upload({
      fields,
      idempotencyKey,
      onProgress: (fraction) => {
        if (attempt.current !== mine) return;
        const percent = Math.min(100, Math.max(0, Math.round(fraction * 100)));
        setSending((current) => (current.state === 'sending' && current.percent !== percent ? { state: 'sending', percent } : current));
      },
    });
    running.current = request;
    void request.then((result) => {
      // A cancelled or abandoned attempt: what it answers no longer counts.
      if (attempt.current !== mine) return;
      running.current = null;
      busy.current = false;
      if ('data' in result && result.data) {
        setSending({ state: 'done', song: result.data });
      } else {
        setSending({ state: 'failed', error: result.error });
        focus('upload-video-notice');
      }
    });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send();
  };

  const cancel = () => {
    attempt.current += 1;
    running.current?.abort();
    running.current = null;
    busy.current = false;
    setSending({ state: 'cancelled' });
    focus('upload-video-notice');
  };

  const startOver = () => {
    captureFor.current = null;
    setVideo(null);
    setOwnPicture(null);
    setCapture({ state: 'none' });
    setName('');
    setArtist('');
    setErrors({});
    setSending({ state: 'editing' });
    focus(IDS.video);
  };

  if (sending.state === 'done') {
    return (
      <UploadLayout current="video">
        <Head title="Tải video bài hát lên" noIndex />
        <SongReceived song={sending.song} picture={pictureUrl} onAnother={startOver} anotherLabel="Tải bài khác lên" />
      </UploadLayout>
    );
  }

  const pictureStatus: ReactNode = ownPicture
    ? describeFile(ownPicture)
    : captured
      ? 'Đang dùng khung hình lấy từ video.'
      : 'Chưa chọn ảnh.';

  let preview: ReactNode = null;
  if (pictureUrl) {
    preview = (
      <>
        <div className="upload-preview">
          <img src={pictureUrl} alt="Ảnh bìa sẽ dùng cho bài hát" width={320} height={180} />
        </div>
        <p className="upload-preview__caption">
          {ownPicture ? 'Ảnh bìa bạn đã chọn.' : 'Khung hình lấy từ video. Bạn có thể chọn ảnh khác.'}
        </p>
      </>
    );
  } else if (!ownPicture && video && capture.state === 'capturing' && capture.video === video) {
    preview = (
      <p className="upload-preview__caption" role="status">
        Đang lấy một khung hình từ video để làm ảnh bìa…
      </p>
    );
  } else if (!ownPicture && video && capture.state === 'failed' && capture.video === video && !errors.thumbnail) {
    preview = <p className="upload-preview__caption">{CAPTURE_FAILED_MESSAGE}</p>;
  }

  return (
    <UploadLayout current="video">
      <Head title="Tải video bài hát lên" noIndex />
      <form className="card form-stack upload-form" noValidate onSubmit={onSubmit} aria-label="Tải video bài hát lên">
        <fieldset className="field upload-form__fields form-stack" disabled={isSending}>
          <legend className="visually-hidden">Thông tin bài hát</legend>
          <Field id={IDS.video} label="Tệp video" required hint="MP4, MOV hoặc WebM, tối đa 500 MB." error={errors.video}>
            {(control) => (
              <FilePicker
                control={control}
                accept={VIDEO_RULE.accept}
                buttonLabel={video ? 'Đổi video' : 'Chọn video'}
                status={video ? describeFile(video) : 'Chưa chọn tệp nào.'}
                onFile={onVideo}
              />
            )}
          </Field>

          <Field
            id={IDS.thumbnail}
            label="Ảnh bìa"
            hint="JPG, PNG hoặc WebP, tối đa 5 MB. Không chọn ảnh thì chúng tôi lấy một khung hình trong video."
            error={errors.thumbnail}
          >
            {(control) => (
              <>
                {preview}
                <FilePicker
                  control={control}
                  accept={THUMBNAIL_RULE.accept}
                  buttonLabel={picture ? 'Chọn ảnh khác' : 'Chọn ảnh'}
                  status={pictureStatus}
                  onFile={onPicture}
                />
                {ownPicture && video && !checkVideoFile(video) ? (
                  <button type="button" className="button button--ghost upload-form__frame" onClick={switchToFrame}>
                    Dùng khung hình từ video
                  </button>
                ) : null}
              </>
            )}
          </Field>

          <SongTextFields ids={IDS} values={{ name, artist }} errors={errors} onChange={onText} onBlur={onBlurText} />
        </fieldset>

        <SendingState sending={sending} onCancel={cancel} />

        {isSending ? null : (
          <div className="upload-form__actions">
            <button type="submit" className="button">
              {sending.state === 'failed' ? 'Thử lại' : sending.state === 'cancelled' ? 'Tải lên lại' : 'Tải lên'}
            </button>
          </div>
        )}
      </form>
    </UploadLayout>
  );
}

function SendingState({ sending, onCancel }: { sending: Sending; onCancel: () => void }) {
  if (sending.state === 'sending') {
    const { percent } = sending;
    return (
      <div className="upload-progress">
        <p className="upload-progress__label" id="upload-video-progress-label">
          {percent >= 100 ? 'Đã gửi xong, đang chờ máy chủ xác nhận…' : 'Đang tải lên…'}
        </p>
        <div className="upload-progress__row">
          <progress max={100} value={percent} aria-labelledby="upload-video-progress-label" />
          <span className="upload-progress__percent" aria-hidden="true">
            {percent}&nbsp;%
          </span>
        </div>
        <p className="visually-hidden" aria-live="polite">
          Đã tải lên {spokenStep(percent)}&nbsp;%
        </p>
        <button type="button" className="button button--secondary button--block" onClick={onCancel}>
          Huỷ tải lên
        </button>
      </div>
    );
  }
  if (sending.state === 'cancelled') {
    return (
      <div className="notice form-notice" id="upload-video-notice" tabIndex={-1} role="status">
        <p>Đã huỷ tải lên. Video và thông tin bạn nhập vẫn còn nguyên; bấm “Tải lên lại” khi bạn sẵn sàng.</p>
      </div>
    );
  }
  if (sending.state === 'failed') {
    return (
      <SendFailedNotice
        id="upload-video-notice"
        title="Chưa tải lên được."
        kept="Video và thông tin bạn nhập"
        error={sending.error}
      />
    );
  }
  return null;
}
