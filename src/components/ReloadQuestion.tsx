import { createPath, useLocation, useNavigate } from 'react-router';
import type { ReloadAnswer } from '../lib/deployRecovery';
import { ConfirmDialog } from './ConfirmDialog';

/**
 * A page whose code a deploy removed needs a reload onto the new version; someone who typed into the
 * page on screen is asked first (src/lib/deployRecovery.ts). "Quay lại" keeps them on that page, as
 * they left it, with its URL back in the address bar. Loaded with src/lib/newVersion.ts, which asks.
 */
export default function ReloadQuestion({ answer }: { answer: ReloadAnswer }) {
  // The page on screen's location: the navigation that asked is a transition still under way, and
  // this renders outside it, as the router's committed state has it.
  const shown = createPath(useLocation());
  const navigate = useNavigate();
  return (
    <ConfirmDialog
      open
      title="Có phiên bản mới"
      confirmLabel="Tải lại trang"
      onConfirm={() => answer(true)}
      onCancel={() => {
        void navigate(shown, { replace: true });
        answer(false);
      }}
    >
      <p>Trang bạn vừa chọn cần phiên bản mới của Hát Vui, nên phải tải lại trang.</p>
      <p>Những gì bạn đã nhập trên trang này sẽ mất. Chọn “Quay lại” để ở lại trang này.</p>
    </ConfirmDialog>
  );
}
