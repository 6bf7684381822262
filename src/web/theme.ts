import { createTheme, type MantineThemeComponent } from '@mantine/core';
import touch from './theme.module.css';
import { themeTokens } from './theme-tokens';
import { variantColorResolver } from './theme-variants';

/**
 * A component's theme entry as a plain object: `Button.extend(…)` would import every extended component
 * into the first load (Checkbox, Tabs, Pagination… that no public page shows).
 */
const component = (entry: MantineThemeComponent): MantineThemeComponent => entry;

export const theme = createTheme({
  ...themeTokens,
  // Every button's label readable on its own background, whatever colour and variant a screen asks.
  variantColorResolver,
  // Every control at least 48 × 48 CSS px, set once here for every screen: theme.module.css.
  components: {
    Button: component({ classNames: { root: touch.button } }),
    ActionIcon: component({ classNames: { root: touch.actionIcon } }),
    CloseButton: component({ classNames: { root: touch.closeButton } }),
    Input: component({ classNames: { wrapper: touch.inputWrapper, input: touch.input } }),
    // The show/hide button is 48 px wide; the field's right section makes room for it.
    PasswordInput: component({
      classNames: { root: touch.passwordInput },
      defaultProps: { rightSectionWidth: 48 },
    }),
    Burger: component({ classNames: { root: touch.burger } }),
    SegmentedControl: component({ classNames: { label: touch.segmentedLabel } }),
    NavLink: component({ classNames: { root: touch.navLink } }),
    Anchor: component({ classNames: { root: touch.anchor } }),
    Checkbox: component({ classNames: { label: touch.inlineLabel, body: touch.inlineBody } }),
    Radio: component({ classNames: { label: touch.inlineLabel, body: touch.inlineBody } }),
    Switch: component({ classNames: { label: touch.inlineLabel, body: touch.inlineBody } }),
    Tabs: component({ classNames: { tab: touch.tab } }),
    Chip: component({ classNames: { root: touch.chip } }),
    Pagination: component({ classNames: { root: touch.pagination } }),
    // Toasts' close buttons have no text; give them a name for screen readers (axe button-name).
    // A titled toast's line is gray-6 in Mantine (about 3.3:1 on white): theme.module.css darkens it.
    Notification: component({
      classNames: { description: touch.notificationDescription },
      defaultProps: { closeButtonProps: { 'aria-label': 'Close notification' } },
    }),
  },
});
