import { BRAND } from '../../lib/config';
import type { SignInFailure } from './useGoogleSignIn';

export interface SignInMessage {
  text: string;
  /** A calm note (the person chose to stop) is a status; anything that went wrong is an alert. */
  tone: 'calm' | 'error';
}

/** What went wrong, told in Vietnamese, with what to do next. */
export function signInMessage(failure: SignInFailure): SignInMessage {
  if (failure.kind === 'api') {
    return { tone: 'error', text: `Đăng nhập chưa thành công: ${failure.error.message}` };
  }
  if (failure.kind === 'unavailable') {
    return { tone: 'error', text: 'Dịch vụ đăng nhập của Google chưa sẵn sàng. Hãy đợi một chút rồi thử lại.' };
  }
  switch (failure.reason) {
    case 'popup_closed':
      return {
        tone: 'calm',
        text: 'Bạn đã đóng cửa sổ của Google trước khi chọn tài khoản. Khi sẵn sàng, hãy bấm “Đăng nhập bằng Google” lần nữa.',
      };
    case 'popup_failed_to_open':
      return {
        tone: 'error',
        text: 'Trình duyệt đã chặn cửa sổ đăng nhập của Google. Hãy cho phép trang này mở cửa sổ bật lên rồi bấm “Đăng nhập bằng Google” lần nữa.',
      };
    case 'denied':
      return {
        tone: 'error',
        text: `Bạn chưa cho phép ${BRAND} dùng tài khoản Google này. Hãy thử lại và chọn “Cho phép”.`,
      };
    default:
      return { tone: 'error', text: 'Google chưa hoàn tất việc đăng nhập. Hãy thử lại.' };
  }
}
