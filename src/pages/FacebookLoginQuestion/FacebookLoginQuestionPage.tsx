import { Link } from 'react-router';
import { APP_STORE_URL, BRAND, PLAY_STORE_URL, SUPPORT_EMAIL } from '../../lib/config';
import { routes } from '../../lib/routes';
import { Head } from '../../components/Head';
import { KeptCounts } from '../../components/KeptCounts';
import '../../components/NumberedSteps.css';
import './FacebookLoginQuestionPage.css';

const mailSubject = 'Gộp tài khoản Facebook sang Google';
const mailBody = [
  `Xin chào đội ngũ ${BRAND},`,
  '',
  'Tôi muốn gộp tài khoản đăng nhập bằng Facebook cũ sang tài khoản Google mới.',
  '',
  'UID tài khoản Facebook cũ: ',
  'Tên hiển thị cũ: ',
  'UID tài khoản Google mới: ',
  'E-mail tài khoản Google: ',
  'Thông tin giúp xác minh (tên vài bản thu, lần nạp kim cương gần nhất…): ',
  '',
  'Cảm ơn.',
].join('\r\n');
const mailHref = `mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent(mailSubject)}&body=${encodeURIComponent(mailBody)}`;

const FACTS: readonly { title: string; text: string }[] = [
  { title: 'Bản thu vẫn còn', text: 'Mọi bản thu và song ca của tài khoản cũ vẫn được giữ nguyên.' },
  { title: 'Kim cương vẫn còn', text: 'Số dư và lịch sử giao dịch không mất một viên nào.' },
  { title: 'Gộp miễn phí', text: 'Chúng tôi chuyển tất cả sang tài khoản Google mới cho bạn.' },
];

const FAQ: readonly { q: string; a: string }[] = [
  {
    q: 'Tôi không nhớ uid của tài khoản cũ thì sao?',
    a: 'Không sao. Hãy mở lại một đường dẫn bản thu cũ bạn từng chia sẻ, hoặc nhờ một người đang theo dõi bạn xem trang cá nhân cũ: uid nằm ngay dưới tên. Nếu vẫn không tìm được, hãy gửi cho chúng tôi tên hiển thị cũ, tên tài khoản Facebook và vài bài bạn từng thu, chúng tôi sẽ tìm giúp.',
  },
  {
    q: 'Kim cương trong tài khoản cũ có bị mất không?',
    a: 'Không. Khi gộp, toàn bộ kim cương còn lại được cộng vào tài khoản Google mới, lịch sử giao dịch cũ vẫn được lưu để bạn tra cứu.',
  },
  {
    q: 'Tôi đã nạp kim cương vào tài khoản mới rồi, gộp có sao không?',
    a: 'Không sao. Số dư của hai tài khoản được cộng dồn. Người theo dõi được gộp và không bị trùng; cấp độ lấy theo tài khoản cao hơn.',
  },
  {
    q: 'Đường dẫn bản thu cũ tôi đã chia sẻ còn mở được không?',
    a: 'Còn. Sau khi gộp, đường dẫn cũ vẫn mở đúng bản thu, chỉ là người hát hiển thị theo tài khoản mới của bạn.',
  },
  {
    q: 'Sau này có thể đăng nhập lại bằng Facebook không?',
    a: `Không. ${BRAND} chỉ hỗ trợ đăng nhập bằng Google để giữ tài khoản an toàn và hỗ trợ bạn nhanh hơn.`,
  },
  {
    q: 'Tôi chưa có tài khoản Google?',
    a: 'Bạn có thể tạo tài khoản Google miễn phí trong vài phút, ngay trong phần Cài đặt của điện thoại hoặc khi chạm “Đăng nhập bằng Google” trong ứng dụng.',
  },
  {
    q: 'Gộp tài khoản mất bao lâu?',
    a: 'Thường từ 3 đến 5 ngày làm việc kể từ khi chúng tôi nhận đủ thông tin. Bạn sẽ nhận e-mail khi việc gộp hoàn tất.',
  },
  {
    q: 'Người khác có thể giả làm tôi để lấy tài khoản cũ không?',
    a: 'Chúng tôi chỉ gộp khi xác minh được bạn là chủ tài khoản, qua những thông tin chỉ chủ tài khoản biết. Nếu chưa chắc chắn, chúng tôi sẽ hỏi thêm chứ không gộp vội.',
  },
];

export default function FacebookLoginQuestionPage() {
  return (
    <div className="page fb-login">
      <Head
        title="Chuyển từ đăng nhập Facebook sang Google"
        description={`Vì sao ${BRAND} ngừng đăng nhập bằng Facebook, cách chuyển sang đăng nhập Google và gộp bản thu, kim cương từ tài khoản cũ.`}
        canonicalPath={routes.facebookLoginQuestion.href()}
        heading="fb-login-title"
      />
      <div className="container container--narrow">
        <header className="fb-login__head">
          <h1 id="fb-login-title">Vì sao không còn đăng nhập bằng Facebook?</h1>
          <p className="fb-login__lead">
            {BRAND} nay chỉ hỗ trợ đăng nhập bằng Google. Tài khoản cũ của bạn vẫn an toàn, và bạn có thể mang mọi thứ sang tài khoản Google chỉ với
            vài bước.
          </p>
        </header>

        <ul className="fb-facts" aria-label="Điều cần biết">
          {FACTS.map((fact) => (
            <li key={fact.title} className="fb-facts__item">
              <svg width="28" height="28" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <circle cx="12" cy="12" r="11" fill="#e8f5ee" />
                <path d="M7 12.5l3.2 3.2L17 9" fill="none" stroke="#0f7b3f" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
              <div>
                <strong>{fact.title}</strong>
                <span>{fact.text}</span>
              </div>
            </li>
          ))}
        </ul>

        <section id="vi-sao" className="card fb-section">
          <h2>Vì sao có thay đổi này?</h2>
          <ul>
            <li>Facebook liên tục thay đổi chính sách và thu hẹp quyền dành cho ứng dụng bên ngoài, khiến đăng nhập bằng Facebook hay lỗi.</li>
            <li>Nhiều bạn bị khoá hoặc mất tài khoản Facebook, đổi số điện thoại, và vì thế mất luôn quyền vào {BRAND}.</li>
            <li>
              Tài khoản Google có sẵn trên hầu hết điện thoại, hỗ trợ xác minh hai bước và khôi phục dễ dàng, giúp tài khoản của bạn an toàn hơn.
            </li>
          </ul>
        </section>

        <section id="cach-chuyen" className="card fb-section">
          <h2>Chuyển sang đăng nhập Google</h2>
          <ol className="steps">
            <li>
              Cập nhật {BRAND} lên phiên bản mới nhất trên <a href={APP_STORE_URL}>App Store</a> hoặc <a href={PLAY_STORE_URL}>Google Play</a>.
            </li>
            <li>
              Mở ứng dụng, chạm <strong>Đăng nhập bằng Google</strong> và chọn tài khoản Google bạn dùng lâu dài.
            </li>
            <li>
              Ứng dụng tạo cho bạn một tài khoản mới. Vào <strong>Tôi</strong> để xem <strong>uid mới</strong>, ngay dưới tên của bạn.
            </li>
            <li>
              Tìm <strong>uid của tài khoản Facebook cũ</strong> (xem <a href="#cau-hoi">câu hỏi thường gặp</a> nếu bạn không nhớ).
            </li>
            <li>Gửi e-mail cho chúng tôi với cả hai uid để gộp tài khoản, như hướng dẫn bên dưới.</li>
          </ol>
        </section>

        <section id="tai-khoan-cu" className="card fb-section">
          <h2>Tài khoản cũ của bạn ra sao?</h2>
          <p>
            Tài khoản Facebook cũ <strong>không bị xoá</strong>. Bản thu vẫn hiển thị như trước, kim cương, người theo dõi, cấp độ và huy hiệu vẫn còn
            nguyên. Bạn chỉ không đăng nhập vào đó được nữa.
          </p>
          <p>Khi gộp, chúng tôi chuyển sang tài khoản Google mới:</p>
          <ul>
            <li>toàn bộ bản thu, song ca và lượt nghe, lượt thích;</li>
            <li>kim cương còn lại và lịch sử giao dịch;</li>
            <li>người theo dõi, người bạn đang theo dõi;</li>
            <li>cấp độ (lấy theo tài khoản cao hơn), huy hiệu và thành tích sự kiện.</li>
          </ul>
          <p>Sau đó tài khoản cũ được đóng lại, còn đường dẫn bản thu cũ vẫn mở được bình thường.</p>
        </section>

        <section id="gop-tai-khoan" className="card fb-section fb-section--accent">
          <h2>Gửi yêu cầu gộp tài khoản</h2>
          <p>
            Gửi e-mail đến <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> từ địa chỉ Gmail bạn vừa dùng để đăng nhập, kèm:
          </p>
          <ul>
            <li>uid và tên hiển thị của tài khoản Facebook cũ;</li>
            <li>uid của tài khoản Google mới;</li>
            <li>vài thông tin giúp xác minh: tên vài bản thu, lần nạp kim cương gần nhất.</li>
          </ul>
          <p>
            Chúng tôi xử lý trong <span className="nowrap">3–5 ngày</span> làm việc và báo cho bạn qua e-mail khi xong.
          </p>
          <a className="button fb-section__cta" href={mailHref}>
            <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <rect x="3" y="5" width="18" height="14" rx="3" fill="none" stroke="currentColor" strokeWidth="2" />
              <path d="M4 7l8 6 8-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
            </svg>
            Soạn e-mail gộp tài khoản
          </a>
        </section>

        <section id="cau-hoi" className="fb-faq">
          <h2>Câu hỏi thường gặp</h2>
          {FAQ.map((item) => (
            <details key={item.q} className="fb-faq__item">
              <summary>
                <span>{item.q}</span>
                <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
                  <path d="M4 6l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
                </svg>
              </summary>
              <p>
                <KeptCounts text={item.a} />
              </p>
            </details>
          ))}
        </section>

        <p className="fb-related">
          Muốn xoá hẳn tài khoản cũ thay vì gộp? Xem <Link to={routes.deleteAccount.href()}>Xoá tài khoản</Link>.
        </p>
      </div>
    </div>
  );
}
