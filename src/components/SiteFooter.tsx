import { Link } from 'react-router';
import { COMPANY, COMPANY_ADDRESS, COPYRIGHT_YEAR, FAN_PAGE_URL, SUPPORT_EMAIL } from '../lib/config';
import { routes } from '../lib/routes';
import './SiteFooter.css';

export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="container site-footer__inner">
        <nav aria-label="Liên kết cuối trang" className="site-footer__links">
          <Link to={routes.terms.href()}>Điều khoản sử dụng</Link>
          <Link to={routes.privacy.href()}>Chính sách bảo mật</Link>
          <Link to={routes.bankTransferGuide.href()}>Hướng dẫn nạp kim cương</Link>
          <Link to={routes.articlesTrending.href()}>Bài viết nổi bật</Link>
          <Link to={routes.deleteAccount.href()}>Xoá tài khoản</Link>
          <a href={FAN_PAGE_URL} target="_blank" rel="noopener noreferrer">
            Fan page
          </a>
        </nav>
        <p className="site-footer__company">
          © {COPYRIGHT_YEAR} {COMPANY}
          <br />
          {COMPANY_ADDRESS}
          <br />
          Hỗ trợ: <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
        </p>
      </div>
    </footer>
  );
}
