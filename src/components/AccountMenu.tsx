import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { formatCount } from '../lib/format';
import { useAppDispatch } from '../app/hooks';
import { routes } from '../lib/routes';
import { signedOut } from '../features/auth/authSlice';
import { useGetOwnerQuery } from '../features/user/userApi';
import { Avatar } from './Avatar';
import { DiamondIcon } from './DiamondIcon';
import './AccountMenu.css';

/** The signed-in person in the header: avatar, name, balance, and a menu (history, upload, sign out). */
export default function AccountMenu() {
  const { data: owner, isError, refetch } = useGetOwnerQuery();
  const dispatch = useAppDispatch();
  const location = useLocation();
  // Open only on the page where it was opened: any navigation closes it.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === location.key;
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  // Close on Escape (focus back to the button) and on a click elsewhere.
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpenAt(null);
        button.current?.focus();
      }
    };
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpenAt(null);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  const signOut = () => dispatch(signedOut());

  const name = owner?.name ?? 'Tài khoản';
  return (
    <div className="account" ref={root}>
      <button
        ref={button}
        type="button"
        className="account__button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpenAt(open ? null : location.key)}
      >
        <Avatar name={name} url={owner?.avatar_url} uid={owner?.uid} size={32} />
        <span className="account__name">{name}</span>
        {owner ? (
          <span className="account__balance">
            <DiamondIcon />
            <span className="visually-hidden">Số dư: </span>
            {formatCount(owner.diamonds)}
            <span className="visually-hidden"> kim cương</span>
          </span>
        ) : null}
        <span className="visually-hidden">, mở menu tài khoản</span>
      </button>
      <div id={panelId} className="account__panel" hidden={!open}>
        {owner ? (
          <div className="account__who">
            <strong>{owner.name}</strong>
            <span className="muted">
              ID {owner.uid} · <span className="nowrap">{formatCount(owner.diamonds)} kim cương</span>
            </span>
          </div>
        ) : isError ? (
          <div className="account__who">
            <span>Không tải được thông tin tài khoản.</span>
            <button type="button" className="account__retry" onClick={() => void refetch()}>
              Thử lại
            </button>
          </div>
        ) : null}
        <ul className="account__links">
          <li>
            <Link to={routes.topUp.href()}>Nạp kim cương</Link>
          </li>
          <li>
            <Link to={routes.transactionHistory.href()}>Lịch sử giao dịch</Link>
          </li>
          <li>
            <Link to={routes.uploadVideo.href()}>Tải bài hát lên</Link>
          </li>
          <li>
            <button type="button" onClick={signOut}>
              Đăng xuất
            </button>
          </li>
        </ul>
      </div>
    </div>
  );
}
