import { useEffect, useState } from 'react';

/**
 * Whether `element` is wholly on the screen, less `rootMargin` (the fixed bars over the page). True
 * while unknown (no element yet, or a browser without IntersectionObserver), so nothing is moved on
 * a guess.
 */
export function useInView(element: Element | null, rootMargin: string): boolean {
  const [inView, setInView] = useState(true);
  useEffect(() => {
    if (!element || typeof IntersectionObserver === 'undefined') {
      setInView(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        const last = entries[entries.length - 1];
        if (last) setInView(last.isIntersecting && last.intersectionRatio >= 0.99);
      },
      { rootMargin, threshold: [0, 1] },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, rootMargin]);
  return inView;
}
