import { Link } from 'react-router';
import { BRAND } from '../lib/config';
import { routes } from '../lib/routes';
import { Head } from './Head';

/**
 * Stands in for a data page until its own issue builds it: the route exists, in the shell, with a
 * title and a way on, instead of a 404.
 */
export function PendingPage({ title }: { title: string }) {
  return (
    <section className="page">
      <div className="container container--narrow">
        <Head title={title} noIndex />
        <h1>{title}</h1>
        <p className="notice">
          Trang này đang được hoàn thiện trên web. Trong lúc chờ, bạn có thể dùng tính năng này ngay trong ứng
          dụng {BRAND}.
        </p>
        <p>
          <Link to={routes.home.href()}>Về trang chủ</Link>
        </p>
      </div>
    </section>
  );
}
