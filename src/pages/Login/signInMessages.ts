import type { SignInFailure } from './useGoogleSignIn';

/** What went wrong, told in Vietnamese. */
export function signInMessage(failure: SignInFailure): string {
  if (failure.kind === 'api') {
    return `Đăng nhập chưa thành công: ${failure.error.message}`;
  }
  switch (failure.reason) {
    case 'popup_closed':
      return 'Bạn đã đóng cửa sổ đăng nhập Google trước khi chọn tài khoản.';
    case 'popup_failed_to_open':
      return 'Trình duyệt đã chặn cửa sổ đăng nhập của Google. Hãy cho phép cửa sổ bật lên rồi thử lại.';
    case 'denied':
      return 'Bạn chưa cho phép Hát Vui dùng tài khoản Google này. Hãy thử lại và chọn “Cho phép”.';
    default:
      return 'Google chưa hoàn tất việc đăng nhập. Hãy thử lại.';
  }
}

/** In-app browsers (Facebook, Messenger, Zalo, Instagram, Line, TikTok) refuse Google sign-in. */
export const isInAppBrowser = (userAgent: string) => /FBAN|FBAV|FB_IAB|Messenger|Zalo|Instagram|Line\/|TikTok|musical_ly/i.test(userAgent);
