import { type MantineBreakpoint, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';

/**
 * Whether the window is at least the theme's `breakpoint` wide, read on the first render and followed
 * as it changes. For parts where only one of two layouts should exist at all: Mantine's
 * `visibleFrom` / `hiddenFrom` only hide the other one, which a phone still renders, mounts and, for
 * controls that measure themselves, lays out (docs/architecture.md, docs/performance.md).
 */
export function useScreenAtLeast(breakpoint: MantineBreakpoint): boolean {
  const theme = useMantineTheme();
  // Read at once rather than in an effect, so a phone never renders the wide layout first.
  return useMediaQuery(`(min-width: ${theme.breakpoints[breakpoint]})`, undefined, {
    getInitialValueInEffect: false,
  });
}
