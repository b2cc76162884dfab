import { useRef, useState, type FocusEvent, type FormEvent } from 'react';
import type { Song } from '../../api/contract';
import { errorMessage } from '../../components/ErrorState';
import { movedToAnotherField } from '../../components/form/blurTarget';
import { Field } from '../../components/form/Field';
import { useConfirmationKey } from '../../components/form/useConfirmationKey';
import { useFocusRequest } from '../../components/form/useFocusRequest';
import { Head } from '../../components/Head';
import { useUploadYoutubeSongMutation } from '../../features/songs/songsApi';
import { SongReceived, UploadLayout } from '../../features/songs/UploadLayout';
import { checkArtist, checkSongName, cleanText, SONG_TEXT_MAX, textLength } from '../../features/songs/validation';
import { parseYoutubeLink, youtubeThumbnailUrl } from '../../features/songs/youtube';
import './UploadYoutubePage.css';

const IDS = { link: 'upload-youtube-link', name: 'upload-youtube-name', artist: 'upload-youtube-artist' } as const;
const FIELD_ORDER = ['link', 'name', 'artist'] as const;
type FieldName = (typeof FIELD_ORDER)[number];
type Errors = Partial<Record<FieldName, string>>;

type Sending = { state: 'editing' } | { state: 'sending' } | { state: 'failed'; error: unknown } | { state: 'done'; song: Song };

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
  const [sending, setSending] = useState<Sending>({ state: 'editing' });
  const [submit] = useUploadYoutubeSongMutation();
  const keyFor = useConfirmationKey();
  const focus = useFocusRequest();
  const busy = useRef(false);

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
    if (busy.current) return;
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
    busy.current = true;
    setSending({ state: 'sending' });
    const result = await submit({ body, idempotencyKey: keyFor(JSON.stringify(body)) });
    busy.current = false;
    if ('data' in result && result.data) {
      setSending({ state: 'done', song: result.data });
    } else {
      setSending({ state: 'failed', error: result.error });
      focus('upload-youtube-notice');
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void send();
  };

  const startOver = () => {
    setValues({ link: '', name: '', artist: '' });
    setErrors({});
    setSending({ state: 'editing' });
    focus(IDS.link);
  };

  if (sending.state === 'done') {
    return (
      <UploadLayout current="youtube">
        <Head title="Thêm bài hát từ YouTube" noIndex />
        <SongReceived song={sending.song} onAnother={startOver} anotherLabel="Thêm bài khác" />
      </UploadLayout>
    );
  }

  const isSending = sending.state === 'sending';
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

        <Field
          id={IDS.name}
          label="Tên bài hát"
          required
          error={errors.name}
          count={{ length: textLength(values.name), max: SONG_TEXT_MAX }}
        >
          {(control) => (
            <input
              {...control}
              className="input"
              type="text"
              autoComplete="off"
              value={values.name}
              onChange={(event) => onChange('name', event.target.value)}
              onBlur={(event) => onBlur('name', event)}
              readOnly={isSending}
            />
          )}
        </Field>

        <Field
          id={IDS.artist}
          label="Ca sĩ"
          required
          error={errors.artist}
          count={{ length: textLength(values.artist), max: SONG_TEXT_MAX }}
        >
          {(control) => (
            <input
              {...control}
              className="input"
              type="text"
              autoComplete="off"
              value={values.artist}
              onChange={(event) => onChange('artist', event.target.value)}
              onBlur={(event) => onBlur('artist', event)}
              readOnly={isSending}
            />
          )}
        </Field>

        {sending.state === 'failed' ? (
          <div className="notice notice--error form-notice" id="upload-youtube-notice" tabIndex={-1} role="alert">
            <p>
              <strong>Chưa thêm được bài hát.</strong> {errorMessage(sending.error)}
            </p>
            <p>Thông tin bạn nhập vẫn còn nguyên: bấm “Thử lại” để gửi lại.</p>
          </div>
        ) : null}

        <div className="upload-form__actions">
          <button type="submit" className="button" disabled={isSending} aria-busy={isSending}>
            {isSending ? 'Đang gửi…' : sending.state === 'failed' ? 'Thử lại' : 'Thêm bài hát'}
          </button>
        </div>
      </form>
    </UploadLayout>
  );
}
