import { Link } from 'react-router';
import './Pagination.css';

export interface PaginationProps {
  page: number;
  /** At least 1. */
  totalPages: number;
  /** The URL of a page (the page number lives in the URL). */
  hrefFor: (page: number) => string;
}

/** Which page numbers to show: first, last, and the neighbours of the current one, with gaps. */
function pageWindow(page: number, totalPages: number): Array<number | 'gap'> {
  const wanted = new Set([1, totalPages, page - 1, page, page + 1]);
  const pages = [...wanted].filter((p) => p >= 1 && p <= totalPages).sort((a, b) => a - b);
  const out: Array<number | 'gap'> = [];
  pages.forEach((p, i) => {
    if (i > 0 && p - pages[i - 1]! > 1) out.push('gap');
    out.push(p);
  });
  return out;
}

/** Links between pages, usable by keyboard and announced as navigation. */
export function Pagination({ page, totalPages, hrefFor }: PaginationProps) {
  if (totalPages <= 1) return null;
  return (
    <nav className="pagination" aria-label="Phân trang">
      {page > 1 ? (
        <Link className="pagination__step" to={hrefFor(page - 1)} rel="prev">
          ‹ Trước
        </Link>
      ) : (
        <span className="pagination__step" aria-disabled="true">
          ‹ Trước
        </span>
      )}
      <ol className="pagination__pages">
        {pageWindow(page, totalPages).map((p, i) =>
          p === 'gap' ? (
            <li key={`gap-${i}`} aria-hidden="true" className="pagination__gap">
              …
            </li>
          ) : (
            <li key={p}>
              {p === page ? (
                <span className="pagination__page" aria-current="page">
                  <span className="visually-hidden">Trang </span>
                  {p}
                </span>
              ) : (
                <Link className="pagination__page" to={hrefFor(p)}>
                  <span className="visually-hidden">Trang </span>
                  {p}
                </Link>
              )}
            </li>
          ),
        )}
      </ol>
      {page < totalPages ? (
        <Link className="pagination__step" to={hrefFor(page + 1)} rel="next">
          Sau ›
        </Link>
      ) : (
        <span className="pagination__step" aria-disabled="true">
          Sau ›
        </span>
      )}
    </nav>
  );
}
