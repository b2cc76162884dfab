import { useState, type FocusEvent, type FormEvent } from 'react';
import { cleanText } from '../../lib/text';
import { movedToAnotherField } from '../../components/form/blurTarget';
import { Field } from '../../components/form/Field';
import { SendButton, SendFailedNotice } from '../../components/form/SendFailedNotice';
import { useConfirmationKey } from '../../components/form/useConfirmationKey';
import { useFocusRequest } from '../../components/form/useFocusRequest';
import { useSend } from '../../components/form/useSend';
import { Head } from '../../components/Head';
import { useUploadYoutubeSongMutation } from '../../features/songs/songsApi';
import { SongReceived, SongTextFields, UploadLayout } from '../../features/songs/UploadLayout';
import { checkArtist, checkSongName } from '../../features/songs/validation';
import { parseYoutubeLink, youtubeThumbnailUrl } from '../../features/songs/youtube';
import './UploadYoutubePage.css';

const IDS = { link: 'upload-youtube-link', name: 'upload-youtube-name', artist: 'upload-youtube-artist' } as const;
const FIELD_ORDER = ['link', 'name', 'artist'] as const;
type FieldName = (typeof FIELD_ORDER)[number];
type Errors = Partial<Record<FieldName, string>>;

const CHECKS: Record<FieldName, (value: string) => string | null> = {
  link: (value) => {
    const link = parseYoutubeLink(value);
    return link.ok ? null : link.message;
  },
  name: checkSongName,
  artist: checkArtist,
};

/** The video's own thumbnail from YouTube, or a calm placeholder when it cannot be loaded. */
function YoutubePreview({ videoId }: { videoId: string }) {
  const [broken, setBroken] = useState<string | null>(null);
  return (
    <figure className="youtube-preview">
      <div className="upload-preview">
        {broken === videoId ? (
          <div className="upload-preview__placeholder">
            <svg width="48" height="34" viewBox="0 0 48 34" aria-hidden="true" focusable="false">
              <rect width="48" height="34" rx="9" fill="#c4b5fd" />
              <path d="M19 10v14l12-7z" fill="#1a1033" />
            </svg>
            <span>Chưa xem trước được ảnh của video, nhưng đường dẫn vẫn dùng được.</span>
          </div>
        ) : (
          <img
            key={videoId}
            src={youtubeThumbnailUrl(videoId)}
            width={480}
            height={360}
            alt="Ảnh xem trước của video YouTube"
            onError={() => setBroken(videoId)}
          />
        )}
      </div>
      <figcaption className="upload-preview__caption">
        Mã video: <span className="youtube-preview__id">{videoId}</span>
      </figcaption>
    </figure>
  );
}

export default function UploadYoutubePage() {
  const [values, setValues] = useState<Record<FieldName, string>>({ link: '', name: '', artist: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [submit] = useUploadYoutubeSongMutation();
  const keyFor = useConfirmationKey();
  const focus = useFocusRequest();
  const { sending, send: sendBody, reset, isBusy } = useSend(submit, { keyFor, focus, noticeId: 'upload-youtube-notice' });

  const link = parseYoutubeLink(values.link);

  const onChange = (field: FieldName, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    // An error already shown is re-checked as the person types, so it goes away once fixed.
    if (errors[field]) setErrors((current) => ({ ...current, [field]: CHECKS[field](value) ?? undefined }));
  };

  const onBlur = (field: FieldName, event: FocusEvent<HTMLInputElement>) => {
    const { value } = event.target;
    // Empty is said on submit, not while the person is still moving through the form.
    if (!cleanText(value) || !movedToAnotherField(event)) return;
    setErrors((current) => ({ ...current, [field]: CHECKS[field](value) ?? undefined }));
  };

  const send = async () => {
    if (isBusy()) return;
    const found: Errors = {};
    for (const field of FIELD_ORDER) {
      const problem = CHECKS[field](values[field]);
      if (problem) found[field] = problem;
    }
    setErrors(found);
    const first = FIELD_ORDER.find((field) => found[field]);
    if (first || !link.ok) {
      if (first) focus(IDS[first]);
      return;
    }
    const body = { youtube_url: link.url, video_id: link.videoId, name: cleanText(values.name), artist: cleanText(values.artist) };
    await sendBody(body);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void send();
  };

  const startOver = () => {
    setValues({ link: '', name: '', artist: '' });
    setErrors({});
    reset();
    focus(IDS.link);
  };

  if (sending.status === 'done') {
    return (
      <UploadLayout current="youtube">
        <Head title="Thêm bài hát từ YouTube" noIndex />
        <SongReceived song={sending.result} onAnother={startOver} anotherLabel="Thêm bài khác" />
      </UploadLayout>
    );
  }

  const isSending = sending.status === 'sending';
  return (
    <UploadLayout current="youtube">
      <Head title="Thêm bài hát từ YouTube" noIndex />
      <form className="card form-stack upload-form" noValidate onSubmit={onSubmit} aria-label="Thêm bài hát từ YouTube">
        <Field
          id={IDS.link}
          label="Đường dẫn YouTube"
          required
          hint="Mở video trên YouTube, bấm Chia sẻ rồi Sao chép đường liên kết, và dán vào đây."
          error={errors.link}
        >
          {(control) => (
            <input
              {...control}
              className="input"
              type="url"
              inputMode="url"
              autoComplete="off"
              autoCapitalize="off"
              spellCheck={false}
              placeholder="https://youtu.be/…"
              value={values.link}
              onChange={(event) => onChange('link', event.target.value)}
              onBlur={(event) => onBlur('link', event)}
              readOnly={isSending}
            />
          )}
        </Field>

        {link.ok ? <YoutubePreview videoId={link.videoId} /> : null}

        <SongTextFields ids={IDS} values={values} errors={errors} onChange={onChange} onBlur={onBlur} readOnly={isSending} />

        {sending.status === 'failed' ? (
          <SendFailedNotice id="upload-youtube-notice" title="Chưa thêm được bài hát." kept="Thông tin bạn nhập" error={sending.error} />
        ) : null}

        <SendButton sending={sending} label="Thêm bài hát" className="upload-form__actions" />
      </form>
    </UploadLayout>
  );
}
