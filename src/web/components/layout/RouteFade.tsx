import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import classes from './Layout.module.css';

/** Re-mounts on every path so each page fades in over 300 ms (none with prefers-reduced-motion). */
export function RouteFade({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <div key={pathname} className={classes.fade} data-testid="route-fade">
      {children}
    </div>
  );
}
