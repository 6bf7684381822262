import { BRAND_COLOR } from '../../theme-tokens';

const ACCENT = '#f59f00';

/** The CourseClock mark (same drawing as public/logo.svg), inline so the top bar paints without a request. */
export function Logo({ size = 32 }: { size?: number }) {
  return (
    <svg viewBox="0 0 64 64" width={size} height={size} aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill={BRAND_COLOR} />
      <rect x="28" y="7" width="8" height="5" rx="1.5" fill="#ffffff" />
      <rect x="30" y="11" width="4" height="7" fill="#ffffff" />
      <rect x="44" y="15" width="7" height="4" rx="1" fill="#ffffff" transform="rotate(45 47.5 17)" />
      <circle cx="32" cy="37" r="19" fill="#ffffff" />
      <path d="M32 37 L32 22 A15 15 0 0 1 44.99 44.5 Z" fill={ACCENT} />
      <g stroke={BRAND_COLOR} strokeWidth="2.5" strokeLinecap="round">
        <path d="M32 20.5v2.5M48.5 37H46M32 53.5V51M15.5 37H18" />
        <path d="M32 37 L44.99 44.5" strokeWidth="3.5" />
      </g>
      <circle cx="32" cy="37" r="3" fill={BRAND_COLOR} />
    </svg>
  );
}
