import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BRAND } from '../lib/config';
import { routes } from '../lib/routes';
import { useScrolled } from '../lib/useScrolled';
import { DiamondIcon } from './DiamondIcon';
import { Logo } from './Logo';
import './SiteHeader.css';

export interface SiteHeaderProps {
  /** Transparent over a hero until the page is scrolled (the landing page); opaque otherwise. */
  overlay?: boolean;
  /** The account area (sign-in link or the signed-in person's menu). */
  account?: ReactNode;
}

export function SiteHeader({ overlay = false, account }: SiteHeaderProps) {
  const scrolled = useScrolled();
  const opaque = !overlay || scrolled;
  return (
    <header className="site-header" data-overlay={overlay} data-opaque={opaque}>
      <div className="container site-header__inner">
        <Link to={routes.home.href()} className="site-header__brand" aria-label={`${BRAND} – Trang chủ`}>
          <Logo />
        </Link>
        <nav className="site-header__nav" aria-label="Điều hướng chính">
          <Link to={`${routes.home.href()}#features`}>Tính năng</Link>
          <Link to={`${routes.home.href()}#download`}>Tải ứng dụng</Link>
        </nav>
        {/* On every screen: a top-up by ID is the one thing many come for. On a phone it reads "Nạp",
            the rest of its name still there for screen readers ("theo ID" tells it from a page's own
            "Nạp kim cương" link, which tops up the person the page is about). */}
        <Link to={routes.topUp.href()} className="site-header__topup">
          <DiamondIcon size={18} />
          <span>
            Nạp<span className="site-header__topup-rest"> kim cương</span>
            <span className="visually-hidden"> theo ID</span>
          </span>
        </Link>
        {account ? <div className="site-header__account">{account}</div> : null}
      </div>
    </header>
  );
}
