import { Outlet } from 'react-router-dom';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { useScrollOnNavigate } from './use-scroll-on-navigate';
import styles from './site-layout.module.css';

/** Header, main content and footer around every route except the invitation. */
export function SiteLayout() {
  useScrollOnNavigate();
  return (
    <div className={styles.layout}>
      <a className={styles.skipLink} href="#main">
        Skip to content
      </a>
      <SiteHeader />
      <main id="main" className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
