import type { UserSummary } from '../../api/contract';
import { Avatar, type AvatarSize } from '../Avatar';
import './share.css';

/** A person as lists show them: picture (or initial), name, and their level in the app. */
export function UserLine({ user, size = 40, note, later }: { user: UserSummary; size?: AvatarSize; note?: string; later?: boolean }) {
  return (
    <span className="user-line">
      <Avatar name={user.name} url={user.avatar_url} uid={user.uid} size={size} later={later} />
      <span className="user-line__text">
        {note ? <span className="user-line__note">{note}</span> : null}
        <span className="user-line__name">{user.name}</span>
        <span className="level-badge">Cấp {user.level}</span>
      </span>
    </span>
  );
}
