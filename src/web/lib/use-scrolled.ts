import { useEffect, useState } from 'react';

/** True once the window has scrolled more than `threshold` pixels. */
export function useScrolled(threshold: number): boolean {
  // Measured after mount: the prerendered HTML is drawn unscrolled, and hydration must draw the same.
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return scrolled;
}
