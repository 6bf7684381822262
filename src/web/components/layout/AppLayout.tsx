import { Container } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useState } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { shellTexts } from '../../../shared/messages';
import { useSession } from '../../lib/session';
import classes from './Layout.module.css';
import { navItemsFor } from './nav-items';
import { PageLoader } from './PageLoader';
import { RouteFade } from './RouteFade';
import { SiteFooter } from './SiteFooter';
import { TopBar } from './TopBar';
import { useLoginWhenSessionEnds } from './use-login-when-session-ends';
import { useLogoutAction } from './use-logout-action';

// The drawer (with its focus trap and scroll lock) loads on the first tap of the burger, not with every page.
const MobileNav = lazy(() => import('./MobileNav'));

/**
 * Every page renders inside this: top bar, burger menu below lg, fading page area, footer. A fixed
 * header and a main padded below it, in Layout.module.css: Mantine's AppShell did the same with a
 * runtime stylesheet of responsive variables, built on every page load (docs/performance.md).
 */
export function AppLayout() {
  const viewer = useSession();
  const [menuOpened, menu] = useDisclosure(false);
  const [menuWanted, setMenuWanted] = useState(false);
  const logoutAction = useLogoutAction();
  useLoginWhenSessionEnds();
  const location = useLocation();
  const { main, account } = navItemsFor(viewer, `${location.pathname}${location.search}`);
  const onLogout = () => {
    menu.close();
    void logoutAction();
  };

  return (
    <>
      <a href="#main-content" className={classes.skipLink}>
        {shellTexts.skipToContent}
      </a>
      <TopBar
        main={main}
        account={account}
        isLoggedIn={viewer.isLoggedIn}
        menuOpened={menuOpened}
        onToggleMenu={() => {
          setMenuWanted(true);
          menu.toggle();
        }}
        onLogout={onLogout}
      />
      {menuWanted && (
        <Suspense fallback={null}>
          <MobileNav
            opened={menuOpened}
            main={main}
            account={account}
            isLoggedIn={viewer.isLoggedIn}
            onClose={menu.close}
            onLogout={onLogout}
          />
        </Suspense>
      )}
      <main className={classes.main}>
        <Container size="lg" py="lg" px="md" id="main-content" tabIndex={-1} className={classes.content}>
          <RouteFade>
            <Suspense fallback={<PageLoader />}>
              <Outlet />
            </Suspense>
          </RouteFade>
        </Container>
        <SiteFooter />
      </main>
      <ScrollRestoration />
    </>
  );
}
