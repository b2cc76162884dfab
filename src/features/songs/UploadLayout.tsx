import { useEffect, useRef, type FocusEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { Song } from '../../api/contract';
import { BRAND } from '../../lib/config';
import { routes } from '../../lib/routes';
import { textLength } from '../../lib/text';
import { Field } from '../../components/form/Field';
import { RecoveryActions } from '../../components/RecoveryActions';
import { SONG_TEXT_MAX } from './validation';
import './UploadLayout.css';

export type UploadWay = 'video' | 'youtube';

const WAYS: { way: UploadWay; label: string; href: string }[] = [
  { way: 'video', label: 'Tải video lên', href: routes.uploadVideo.href() },
  { way: 'youtube', label: 'Từ YouTube', href: routes.uploadYoutube.href() },
];

/** The two ways to add a song, as tabs-like links between the two pages. */
function UploadWays({ current }: { current: UploadWay }) {
  return (
    <nav className="upload-ways" aria-label="Cách thêm bài hát">
      {WAYS.map(({ way, label, href }) => (
        <Link
          key={way}
          to={href}
          className={`upload-ways__link${way === current ? ' upload-ways__link--current' : ''}`}
          aria-current={way === current ? 'page' : undefined}
        >
          {label}
        </Link>
      ))}
    </nav>
  );
}

export function UploadLayout({ current, children }: { current: UploadWay; children: ReactNode }) {
  return (
    <section className="page upload-page">
      <div className="container container--narrow">
        <h1>Tải bài hát lên</h1>
        <p className="upload-page__lead muted">
          Thêm bài hát bạn muốn hát vào kho karaoke của {BRAND}: tải video từ máy lên, hoặc dán đường dẫn YouTube.
        </p>
        <UploadWays current={current} />
        {children}
      </div>
    </section>
  );
}

export interface SongReceivedProps {
  song: Song;
  /** A preview of the picture that went with it (a local object URL), if any. */
  picture?: string | null;
  /** Back to a blank form, for the next song. */
  onAnother: () => void;
  anotherLabel: string;
}

/** The full success state: what was received, that it is being processed, and what comes next. */
export function SongReceived({ song, picture, onAnother, anotherLabel }: SongReceivedProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The form the person was in is gone: the news takes the focus, so it is read out.
  useEffect(() => heading.current?.focus(), []);
  const ready = song.status === 'ready';
  return (
    <div className="card stack song-received">
      <h2 ref={heading} tabIndex={-1}>
        Đã nhận bài hát của bạn
      </h2>
      <div className="song-received__song">
        {picture ? <img src={picture} alt="" width={160} height={90} className="song-received__picture" /> : null}
        <div>
          <p className="song-received__name">{song.name}</p>
          <p className="muted">{song.artist}</p>
          <p>
            <span className={`song-status${ready ? ' song-status--ready' : ''}`}>{ready ? 'Sẵn sàng' : 'Đang xử lý'}</span>
          </p>
        </div>
      </div>
      <p>
        {ready
          ? `Bài hát đã có trong ${BRAND}: mở ứng dụng để hát ngay.`
          : `Chúng tôi đang chuẩn bị bài hát để hát karaoke, thường mất vài phút. Khi xong, bài hát sẽ xuất hiện trong ứng dụng ${BRAND} để bạn và mọi người cùng hát. Bạn có thể rời trang này.`}
      </p>
      <RecoveryActions onRetry={onAnother} retryLabel={anotherLabel} />
    </div>
  );
}

type SongTextField = 'name' | 'artist';

const SONG_TEXT_LABELS: Record<SongTextField, string> = { name: 'Tên bài hát', artist: 'Ca sĩ' };

export interface SongTextFieldsProps {
  ids: Record<SongTextField, string>;
  values: Record<SongTextField, string>;
  errors: Partial<Record<SongTextField, string | null>>;
  onChange: (field: SongTextField, value: string) => void;
  onBlur: (field: SongTextField, event: FocusEvent<HTMLInputElement>) => void;
  /** While sending: what was typed stays readable and focusable, but cannot change. */
  readOnly?: boolean;
}

/** The song's name and artist, both required and counted against the same limit, on either upload page. */
export function SongTextFields({ ids, values, errors, onChange, onBlur, readOnly }: SongTextFieldsProps) {
  return (
    <>
      {(['name', 'artist'] as const).map((field) => (
        <Field
          key={field}
          id={ids[field]}
          label={SONG_TEXT_LABELS[field]}
          required
          error={errors[field]}
          count={{ length: textLength(values[field]), max: SONG_TEXT_MAX }}
        >
          {(control) => (
            <input
              {...control}
              className="input"
              type="text"
              autoComplete="off"
              value={values[field]}
              onChange={(event) => onChange(field, event.target.value)}
              onBlur={(event) => onBlur(field, event)}
              readOnly={readOnly}
            />
          )}
        </Field>
      ))}
    </>
  );
}
