import { IN_APP_NAMES } from '../../../lib/inAppBrowser';
import { useBrowserContext } from '../../../lib/useBrowserContext';

/**
 * Under a money form's button, for a signed-out person: they will be asked to sign in first. Inside an
 * app's web view, where Google refuses sign-in, what happens instead: the page opens in the phone's
 * browser with what they chose (the login page's OpenInBrowser).
 */
export function SignInHint({ before }: { before: string }) {
  const { inApp, platform } = useBrowserContext();
  const browser = platform === 'android' ? 'Chrome' : platform === 'ios' ? 'Safari' : 'trình duyệt';
  return (
    <p className="muted pay-area__hint">
      {inApp
        ? `Google không cho đăng nhập trong ${IN_APP_NAMES[inApp]}: bước tiếp theo mở trang này bằng ${browser} để đăng nhập, gói bạn đã chọn được giữ nguyên.`
        : `Bạn sẽ được mời đăng nhập trước khi ${before}.`}
    </p>
  );
}
