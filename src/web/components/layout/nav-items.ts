import { shellTexts } from '../../../shared/messages';
import { paths } from '../../lib/paths';

export interface NavItem {
  to: string;
  label: string;
  /** Router state for the link; Login carries the page it was clicked on so login can return there. */
  state?: { from: string };
}

interface Viewer {
  isLoggedIn: boolean;
  isAdmin: boolean;
  isReferee: boolean;
}

/** docs/spec.md §2 navigation: everyone's links, then the account links for this viewer (logout is a button). */
export function navItemsFor(viewer: Viewer, currentPath = '/'): { main: NavItem[]; account: NavItem[] } {
  const main: NavItem[] = [
    { to: paths.obstacles(), label: shellTexts.navTipsAndRules },
    { to: paths.home, label: shellTexts.navLocations },
    { to: paths.events(), label: shellTexts.navEvents },
    { to: paths.leaderboards, label: shellTexts.navLeaderboards },
  ];
  if (!viewer.isLoggedIn) {
    const login: NavItem = { to: paths.login(), label: shellTexts.navLogin, state: { from: currentPath } };
    return { main, account: [login] };
  }
  const account: NavItem[] = [
    { to: paths.myResults, label: shellTexts.navMyResults },
    { to: paths.myAccount, label: shellTexts.navMyAccount },
  ];
  if (viewer.isReferee) account.push({ to: paths.referee.menu, label: shellTexts.navReferee });
  if (viewer.isAdmin) account.push({ to: paths.admin.hub, label: shellTexts.navAdmin });
  return { main, account };
}

export const footerItems: NavItem[] = [
  { to: paths.about, label: shellTexts.navAbout },
  { to: paths.feedback, label: shellTexts.navFeedback },
  { to: paths.privacyPolicy, label: shellTexts.navPrivacyPolicy },
];
