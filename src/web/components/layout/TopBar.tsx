import { Burger, Group, UnstyledButton } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { Link, NavLink } from 'react-router';
import { shellTexts } from '../../../shared/messages';
import { paths } from '../../lib/paths';
import { useScreenAtLeast } from '../../lib/screen-width';
import classes from './Layout.module.css';
import { Logo } from './Logo';
import type { NavItem } from './nav-items';

// The member's photo is its own chunk, so a guest's first load does not grow.
const MemberAvatar = lazy(() => import('./MemberAvatar'));

interface TopBarProps {
  main: NavItem[];
  account: NavItem[];
  isLoggedIn: boolean;
  menuOpened: boolean;
  onToggleMenu(): void;
  onLogout(): void;
}

/**
 * The product title, logo and docs/spec.md §2 links; below the lg breakpoint the links move into the
 * burger menu. A phone renders only the burger, not hidden links (each link resolves its path and
 * watches the location; part of the first screen's blocking time, docs/performance.md).
 */
export function TopBar({ main, account, isLoggedIn, menuOpened, onToggleMenu, onLogout }: TopBarProps) {
  const wide = useScreenAtLeast('lg');
  return (
    <header className={classes.header}>
      <Group h="100%" px="md" justify="space-between" wrap="nowrap">
        <Group gap="sm" wrap="nowrap">
          {!wide && (
            <Burger
              opened={menuOpened}
              onClick={onToggleMenu}
              size="sm"
              color="white"
              aria-label={menuOpened ? shellTexts.closeNavigation : shellTexts.openNavigation}
              aria-expanded={menuOpened}
            />
          )}
          <Link to={paths.home} className={classes.brand} aria-label={`${shellTexts.productName} home`}>
            <Logo size={34} />
            <span>{shellTexts.productName}</span>
          </Link>
        </Group>
        {wide && (
          <Group component="nav" aria-label="Main" gap={4} wrap="nowrap">
            {main.map((item) => (
              <NavLink key={item.to} to={item.to} end={item.to === paths.home} className={classes.headerLink}>
                {item.label}
              </NavLink>
            ))}
          </Group>
        )}
        <Group gap={4} wrap="nowrap">
          {wide && (
            <Group component="nav" aria-label="Account" gap={4} wrap="nowrap">
              {account.map((item) => (
                <NavLink
                  key={item.to}
                  to={item.to}
                  state={item.state}
                  end={item.to === paths.home}
                  className={classes.headerLink}
                >
                  {item.label}
                </NavLink>
              ))}
              {isLoggedIn && (
                <UnstyledButton className={classes.headerLink} onClick={onLogout}>
                  {shellTexts.navLogout}
                </UnstyledButton>
              )}
            </Group>
          )}
          {isLoggedIn && (
            <Suspense fallback={null}>
              <MemberAvatar />
            </Suspense>
          )}
        </Group>
      </Group>
    </header>
  );
}
