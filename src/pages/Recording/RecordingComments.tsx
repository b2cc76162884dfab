import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { Recording } from '../../api/contract';
import { formatCount, formatDateTime } from '../../lib/format';
import { useHydrated } from '../../lib/useHydrated';
import { Avatar } from '../../components/Avatar';
import './RecordingComments.css';

/**
 * The comments a page shows first, its HTML included; the others the API sent wait for the visitor to
 * ask. A popular recording comes with 50 of them: as markup they were about 1.2 KB of brotli, which
 * took its page's HTML past what a first round trip carries (bench/history.md, 2026-11-29 evening).
 */
export const FIRST_COMMENTS = 10;

/** The comments as their authors wrote them: plain text, line breaks kept, never HTML. */
export function RecordingComments({ recording }: { recording: Recording }) {
  const { comments } = recording;
  // The button acts only in the running app: the HTML and the render that hydrates it have none.
  const hydrated = useHydrated();
  const [expanded, setExpanded] = useState(false);
  const firstRevealed = useRef<HTMLLIElement>(null);
  const shown = expanded ? comments : comments.slice(0, FIRST_COMMENTS);
  const waiting = hydrated ? comments.length - shown.length : 0;
  const inApp = recording.comments_count - shown.length - waiting;
  const showAll = () => {
    flushSync(() => setExpanded(true));
    // On to what was asked for: a keyboard or screen reader carries on reading from the first of them.
    firstRevealed.current?.focus();
  };
  return (
    <section className="card share-section share-later" aria-labelledby="recording-comments">
      <h2 id="recording-comments">Bình luận ({formatCount(recording.comments_count)})</h2>
      {comments.length === 0 ? (
        <p className="muted">Chưa có bình luận nào. Mở ứng dụng và để lại lời khen đầu tiên!</p>
      ) : (
        <ol className="comments" id="recording-comment-list">
          {shown.map((comment, index) => (
            <li
              key={comment.id}
              className="comment"
              ref={index === FIRST_COMMENTS ? firstRevealed : undefined}
              tabIndex={index === FIRST_COMMENTS ? -1 : undefined}
            >
              <Avatar name={comment.user.name} url={comment.user.avatar_url} uid={comment.user.uid} size={36} later />
              <div className="comment__body">
                <p className="comment__head">
                  <span className="comment__author">{comment.user.name}</span>
                  <time className="comment__time" dateTime={comment.created_at}>
                    {formatDateTime(comment.created_at)}
                  </time>
                </p>
                <p className="comment__content pre-line">{comment.content}</p>
              </div>
            </li>
          ))}
        </ol>
      )}
      {waiting > 0 ? (
        <button type="button" className="button button--secondary comments__more" aria-controls="recording-comment-list" onClick={showAll}>
          Xem thêm {formatCount(waiting)} bình luận
        </button>
      ) : null}
      {inApp > 0 ? (
        <p className="muted">
          Còn <span className="nowrap">{formatCount(inApp)} bình luận</span> khác trong ứng dụng.
        </p>
      ) : null}
    </section>
  );
}
