import { Link } from 'react-router';
import { BRAND, SUPPORT_EMAIL } from '../../lib/config';
import { routes } from '../../lib/routes';
import { Head } from '../../components/Head';
import { KeptCounts } from '../../components/KeptCounts';
import '../../components/NumberedSteps.css';
import './DeleteAccountPage.css';

const GRACE_DAYS = 30;

const mailSubject = `Yêu cầu xoá tài khoản ${BRAND}`;
const mailBody = [
  `Xin chào đội ngũ ${BRAND},`,
  '',
  'Tôi muốn xoá tài khoản của mình.',
  '',
  'UID: ',
  'E-mail tài khoản Google: ',
  'Tên hiển thị: ',
  `Xoá ngay, không chờ ${GRACE_DAYS} ngày (có/không): `,
  'Lý do (không bắt buộc): ',
  '',
  'Cảm ơn.',
].join('\r\n');
const mailHref = `mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent(mailSubject)}&body=${encodeURIComponent(mailBody)}`;

const REMOVED: readonly { title: string; detail: string }[] = [
  { title: 'Hồ sơ', detail: 'Tên hiển thị, ảnh đại diện, lời giới thiệu, cấp độ và huy hiệu.' },
  { title: 'Bản thu', detail: 'Mọi bản thu, kể cả bản riêng tư, và phần hát của bạn trong các bản song ca.' },
  { title: 'Bình luận và tin nhắn', detail: 'Bình luận dưới bản thu, tin nhắn trong phòng hát.' },
  { title: 'Phòng hát', detail: 'Các phòng bạn tạo và danh sách thành viên của phòng.' },
  { title: 'Người theo dõi', detail: 'Danh sách người theo dõi bạn và người bạn đang theo dõi.' },
  { title: 'Bài hát tải lên', detail: 'Video, bài hát và đường dẫn YouTube bạn đã thêm.' },
  {
    title: 'Kim cương còn lại',
    detail: 'Số dư kim cương bị huỷ: không hoàn tiền, không chuyển sang tài khoản khác sau khi xoá.',
  },
];

const KEPT: readonly { title: string; detail: string; period: string }[] = [
  {
    title: 'Chứng từ giao dịch',
    detail: 'Các lần nạp, tặng quà, chuyển và nhận kim cương, để thực hiện nghĩa vụ kế toán, thuế.',
    period: '10 năm, theo Luật Kế toán năm 2015',
  },
  {
    title: 'Báo cáo vi phạm và khiếu nại',
    detail: 'Báo cáo bạn gửi hoặc liên quan đến bạn, cùng quyết định xử lý.',
    period: '3 năm kể từ khi xử lý xong',
  },
  {
    title: 'Nhật ký hệ thống',
    detail: 'Nhật ký truy cập và bảo mật, không gắn với hồ sơ công khai.',
    period: 'Theo thời hạn pháp luật về an ninh mạng',
  },
  {
    title: 'Bản sao lưu',
    detail: 'Dữ liệu trong bản sao lưu được ghi đè dần theo chu kỳ.',
    period: 'Tối đa 90 ngày',
  },
];

export default function DeleteAccountPage() {
  return (
    <div className="page delete-account">
      <Head
        title="Xoá tài khoản"
        description={`Cách xoá tài khoản ${BRAND} trong ứng dụng hoặc qua e-mail: những gì bị xoá, những gì được giữ lại theo luật và ${GRACE_DAYS} ngày để đổi ý.`}
        canonicalPath={routes.deleteAccount.href()}
        heading="delete-account-title"
      />
      <div className="container container--narrow">
        <header className="guide-head">
          <h1 id="delete-account-title">Xoá tài khoản {BRAND}</h1>
          <p className="guide-head__lead">
            Bạn có thể xoá tài khoản bất cứ lúc nào, ngay trong ứng dụng hoặc qua e-mail. Trang này cho bạn biết những gì sẽ bị xoá, những gì phải giữ
            lại theo luật và cách làm.
          </p>
          <nav className="guide-jump" aria-label="Chọn cách xoá">
            <a className="button" href="#trong-ung-dung">
              Xoá trong ứng dụng
            </a>
            <a className="button button--secondary" href="#qua-email">
              Gửi yêu cầu qua e-mail
            </a>
          </nav>
        </header>

        <section id="bi-xoa" className="card guide-section">
          <h2>Những gì sẽ bị xoá</h2>
          <p>
            Sau thời gian chờ <span className="nowrap">{GRACE_DAYS} ngày</span>, những dữ liệu sau bị xoá vĩnh viễn và không khôi phục được:
          </p>
          <ul className="check-list check-list--removed">
            {REMOVED.map((item) => (
              <li key={item.title}>
                <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                  <circle cx="12" cy="12" r="11" fill="#fdecec" />
                  <path d="M8 8l8 8M16 8l-8 8" stroke="#c62828" strokeWidth="2" strokeLinecap="round" />
                </svg>
                <div>
                  <strong>{item.title}.</strong> {item.detail}
                </div>
              </li>
            ))}
          </ul>
          <p className="notice notice--warning">Quà bạn đã tặng vẫn được giữ ở người nhận, với tên người tặng là “Người dùng đã xoá”.</p>
        </section>

        <section id="duoc-giu-lai" className="card guide-section">
          <h2>Những gì được giữ lại, và trong bao lâu</h2>
          <p>
            Một số dữ liệu phải được lưu thêm một thời gian theo quy định pháp luật. Chúng được tách khỏi hồ sơ công khai, chỉ dùng cho đúng mục đích
            đó và bị xoá khi hết hạn.
          </p>
          <dl className="kept-list">
            {KEPT.map((item) => (
              <div key={item.title} className="kept-list__item">
                <dt>{item.title}</dt>
                <dd>
                  {item.detail}
                  <span className="kept-list__period">
                    <KeptCounts text={item.period} />
                  </span>
                </dd>
              </div>
            ))}
          </dl>
          <p className="muted">
            Chi tiết có trong <Link to={`${routes.privacy.href()}#luu-tru`}>Chính sách bảo mật</Link>.
          </p>
        </section>

        <section id="truoc-khi-xoa" className="card guide-section">
          <h2>Trước khi xoá</h2>
          <ul>
            <li>Dùng hoặc chuyển hết kim cương cho bạn bè: kim cương còn lại sẽ mất.</li>
            <li>Lưu về máy những bản thu bạn muốn giữ (Bản thu → Chia sẻ → Lưu về máy).</li>
            <li>Ghi lại uid của bạn (ở mục Tôi, ngay dưới tên) để tiện liên hệ hỗ trợ.</li>
          </ul>
        </section>

        <section id="trong-ung-dung" className="card guide-section">
          <h2>Xoá trong ứng dụng</h2>
          <ol className="steps">
            <li>Mở ứng dụng {BRAND} và đăng nhập tài khoản bạn muốn xoá.</li>
            <li>
              Chạm vào <strong>Tôi</strong> ở góc dưới bên phải.
            </li>
            <li>
              Chạm biểu tượng <strong>Cài đặt</strong> (bánh răng) ở góc trên.
            </li>
            <li>
              Chọn <strong>Tài khoản</strong> → <strong>Xoá tài khoản</strong>.
            </li>
            <li>
              Đọc lưu ý, chọn lý do nếu muốn, rồi chạm <strong>Xoá tài khoản</strong>.
            </li>
            <li>Xác nhận bằng tài khoản Google của bạn. Bạn sẽ được đăng xuất ngay.</li>
          </ol>
        </section>

        <section id="thoi-gian-cho" className="card guide-section guide-section--accent">
          <h2>
            <span className="nowrap">{GRACE_DAYS} ngày</span> để đổi ý
          </h2>
          <p>
            Ngay khi bạn xác nhận, tài khoản ngừng hoạt động: hồ sơ và bản thu được ẩn với mọi người. Trong{' '}
            <span className="nowrap">{GRACE_DAYS} ngày</span> sau đó, chỉ cần <strong>đăng nhập lại</strong> bằng đúng tài khoản Google và chọn{' '}
            <strong>Khôi phục tài khoản</strong> là mọi thứ trở lại như cũ, kể cả kim cương.
          </p>
          <p className="guide-section__last">
            Sau <span className="nowrap">{GRACE_DAYS} ngày</span>, dữ liệu bị xoá vĩnh viễn. Nếu đăng nhập lại bằng tài khoản Google đó, bạn sẽ bắt
            đầu với một tài khoản mới hoàn toàn.
          </p>
        </section>

        <section id="qua-email" className="card guide-section">
          <h2>Gửi yêu cầu qua e-mail</h2>
          <p>
            Không còn vào được ứng dụng (mất máy, đã gỡ ứng dụng)? Gửi e-mail cho chúng tôi tại{' '}
            <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>, tốt nhất là từ địa chỉ Gmail bạn dùng để đăng nhập. Hãy cho chúng tôi biết:
          </p>
          <ul>
            <li>
              <strong>uid</strong> của tài khoản (nếu nhớ);
            </li>
            <li>
              <strong>e-mail của tài khoản Google</strong> dùng để đăng nhập;
            </li>
            <li>tên hiển thị trong ứng dụng;</li>
            <li>
              bạn muốn xoá ngay hay chờ <span className="nowrap">{GRACE_DAYS} ngày</span> như bình thường.
            </li>
          </ul>
          <p>
            Chúng tôi trả lời trong <span className="nowrap">3 ngày</span> làm việc và có thể nhờ bạn xác minh thêm để chắc chắn đúng là chủ tài
            khoản.
          </p>
          <a className="button" href={mailHref}>
            <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <rect x="3" y="5" width="18" height="14" rx="3" fill="none" stroke="currentColor" strokeWidth="2" />
              <path d="M4 7l8 6 8-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
            </svg>
            Soạn e-mail yêu cầu xoá
          </a>
        </section>

        <p className="guide-related">
          Xem thêm: <Link to={routes.privacy.href()}>Chính sách bảo mật</Link> · <Link to={routes.terms.href()}>Điều khoản sử dụng</Link>
        </p>
      </div>
    </div>
  );
}
