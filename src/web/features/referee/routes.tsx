import { lazy } from 'react';
import type { RouteObject } from 'react-router';

const RefereeMenuPage = lazy(() => import('./pages/RefereeMenuPage'));
const RecordTimesPage = lazy(() => import('./pages/RecordTimesPage'));
const DeleteTimesPage = lazy(() => import('./pages/DeleteTimesPage'));
const AddUserPage = lazy(() => import('./pages/AddUserPage'));

/** SPEC §2 referee routes (the router puts them behind the referee-or-admin guard). */
export const refereeRoutes: RouteObject[] = [
  { path: 'Referee', element: <RefereeMenuPage /> },
  { path: 'Referee/RecordTimes', element: <RecordTimesPage /> },
  { path: 'Referee/DeleteTimes', element: <DeleteTimesPage /> },
  { path: 'Referee/AddUser', element: <AddUserPage /> },
];
