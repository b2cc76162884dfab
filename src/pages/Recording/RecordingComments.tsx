import type { Recording } from '../../api/contract';
import { formatCount, formatDateTime } from '../../lib/format';
import { Avatar } from '../../components/Avatar';
import './RecordingComments.css';

/** The comments as their authors wrote them: plain text, line breaks kept, never HTML. */
export function RecordingComments({ recording }: { recording: Recording }) {
  const { comments } = recording;
  const more = recording.comments_count - comments.length;
  return (
    <section className="card share-section share-later" aria-labelledby="recording-comments">
      <h2 id="recording-comments">Bình luận ({formatCount(recording.comments_count)})</h2>
      {comments.length === 0 ? (
        <p className="muted">Chưa có bình luận nào. Mở ứng dụng và để lại lời khen đầu tiên!</p>
      ) : (
        <ol className="comments">
          {comments.map((comment) => (
            <li key={comment.id} className="comment">
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
      {more > 0 ? (
        <p className="muted">
          Còn <span className="nowrap">{formatCount(more)} bình luận</span> khác trong ứng dụng.
        </p>
      ) : null}
    </section>
  );
}
