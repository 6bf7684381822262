import { shellTexts } from '../../../shared/messages';

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

/** SPEC §2 navigation: everyone's links, then the account links for this viewer (logout is a button). */
export function navItemsFor(viewer: Viewer, currentPath = '/'): { main: NavItem[]; account: NavItem[] } {
  const main: NavItem[] = [
    { to: '/Obstacles', label: shellTexts.navTipsAndRules },
    { to: '/', label: shellTexts.navLocations },
    { to: '/Events', label: shellTexts.navEvents },
    { to: '/Leaderboards', label: shellTexts.navLeaderboards },
  ];
  if (!viewer.isLoggedIn) {
    const login: NavItem = { to: '/Account/Login', label: shellTexts.navLogin, state: { from: currentPath } };
    return { main, account: [login] };
  }
  const account: NavItem[] = [
    { to: '/Account/MyResults', label: shellTexts.navMyResults },
    { to: '/Account/MyAccount', label: shellTexts.navMyAccount },
  ];
  if (viewer.isReferee) account.push({ to: '/Referee', label: shellTexts.navReferee });
  if (viewer.isAdmin) account.push({ to: '/Admin', label: shellTexts.navAdmin });
  return { main, account };
}

export const footerItems: NavItem[] = [
  { to: '/About', label: shellTexts.navAbout },
  { to: '/Feedback', label: shellTexts.navFeedback },
  { to: '/PrivacyPolicy', label: shellTexts.navPrivacyPolicy },
];
