import { Divider, Drawer, NavLink as MantineNavLink, Stack } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { NavLink } from 'react-router';
import { shellTexts } from '../../../shared/messages';
import { paths } from '../../lib/paths';
import classes from './Layout.module.css';
import type { NavItem } from './nav-items';

interface MobileNavProps {
  opened: boolean;
  main: NavItem[];
  account: NavItem[];
  isLoggedIn: boolean;
  onClose(): void;
  onLogout(): void;
}

function DrawerLinks({ items, onClose }: { items: NavItem[]; onClose(): void }) {
  return items.map((item) => (
    <MantineNavLink
      key={item.to}
      component={NavLink}
      to={item.to}
      state={item.state}
      end={item.to === paths.home}
      label={item.label}
      className={classes.drawerLink}
      onClick={onClose}
    />
  ));
}

/** The burger menu: a focus-trapped drawer that Escape, the close button or any link closes. */
export default function MobileNav({ opened, main, account, isLoggedIn, onClose, onLogout }: MobileNavProps) {
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      title={shellTexts.productName}
      size={280}
      hiddenFrom="lg"
      closeButtonProps={{ 'aria-label': shellTexts.closeNavigation }}
    >
      <Stack gap={0} component="nav" aria-label="Menu">
        <DrawerLinks items={main} onClose={onClose} />
        <Divider my="sm" />
        <DrawerLinks items={account} onClose={onClose} />
        {isLoggedIn && (
          <MantineNavLink
            component="button"
            label={shellTexts.navLogout}
            leftSection={<IconLogout size={18} aria-hidden />}
            onClick={onLogout}
          />
        )}
      </Stack>
    </Drawer>
  );
}
