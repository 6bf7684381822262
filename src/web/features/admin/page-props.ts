import type { ComponentType, LazyExoticComponent } from 'react';
import type { AdminSectionKey } from './sections';

/** What a screen's table entry hands its page. */
export interface AdminPageProps {
  title: string;
  sectionKey: AdminSectionKey;
  /** 'remove' when a Manage screen is opened through its section's Remove route. */
  mode?: 'remove';
}

/** Every page is lazy, so each screen is its own chunk. */
export type AdminPage = LazyExoticComponent<ComponentType<AdminPageProps>>;
