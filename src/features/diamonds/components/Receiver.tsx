import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { routes } from '../../../lib/routes';
import type { User } from '../../../api/contract';
import { Avatar } from '../../../components/Avatar';
import { QueryView } from '../../../components/QueryView';
import { RecoveryActions } from '../../../components/RecoveryActions';
import { LoadingStatus, Skeleton } from '../../../components/Skeleton';
import { useGetUserByUidQuery } from '../../user/userApi';
import './Receiver.css';

/** Who receives: the first thing a money page shows. */
export function ReceiverCard({ user, isYou = false, label = 'Người nhận' }: { user: User; isYou?: boolean; label?: string }) {
  return (
    <div className="card receiver">
      <Avatar name={user.name} url={user.avatar_url} uid={user.uid} size={56} />
      <div className="receiver__text">
        <span className="receiver__label">{label}</span>
        <strong className="receiver__name">
          {user.name}
          {isYou ? <span className="receiver__you"> (bạn)</span> : null}
        </strong>
        <span className="receiver__uid">ID {user.uid}</span>
      </div>
    </div>
  );
}

function ReceiverSkeleton() {
  return (
    <div className="card receiver">
      <LoadingStatus label="Đang tải thông tin người nhận…" />
      <Skeleton width={56} height={56} radius="50%" />
      <div className="receiver__text">
        <Skeleton width={80} height={14} />
        <Skeleton width={160} height={20} />
        <Skeleton width={90} height={14} />
      </div>
    </div>
  );
}

/**
 * An unknown uid is said plainly; no form is shown for nobody. The API's 404 is definitive: the way on is
 * home, or another ID, never "Thử lại".
 */
function UnknownReceiver({ uid }: { uid: string }) {
  return (
    <div className="card stack unknown-receiver">
      <h2>Không tìm thấy người nhận</h2>
      <p>
        Không có tài khoản nào có ID <strong>{uid}</strong>. Hãy kiểm tra lại đường dẫn, hoặc hỏi người nhận ID của họ (trong ứng dụng, mục Hồ sơ).
      </p>
      <RecoveryActions
        primary="home"
        leading={
          <Link className="button" to={routes.topUp.href()}>
            Nhập ID khác
          </Link>
        }
      />
    </div>
  );
}

/**
 * Loads the receiver publicly by uid and renders the page's content for them: a skeleton while loading,
 * a clear message for an unknown uid, ErrorState with a retry for any other failure.
 */
export function ReceiverGate({ uid, children }: { uid: string; children: (receiver: User) => ReactNode }) {
  return (
    <QueryView
      result={useGetUserByUidQuery(uid)}
      loading={<ReceiverSkeleton />}
      failedTitle="Không tải được thông tin người nhận"
      notFound={() => <UnknownReceiver uid={uid} />}
    >
      {children}
    </QueryView>
  );
}
