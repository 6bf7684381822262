import type { ComponentType, LazyExoticComponent } from 'react';

/** What a screen's table entry hands its page. */
export interface RefereePageProps {
  title: string;
}

/** Every page is lazy, so each screen is its own chunk. */
export type RefereePage = LazyExoticComponent<ComponentType<RefereePageProps>>;
