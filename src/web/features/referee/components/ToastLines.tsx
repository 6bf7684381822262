/** The toasts' lines are the timing code's (src/web/lib/timing/announce.tsx): one implementation. */
export { ToastLines } from '../../../lib/timing/announce';
