import { createContext, useContext, useEffect } from 'react';
import { PRODUCT_NAME } from '../../shared/brand.ts';

/** Given only by the build's prerender (prerender.tsx), which writes the page's title into its HTML. */
export const PageTitleSink = createContext<((title: string) => void) | null>(null);

export function usePageTitle(title: string) {
  const full = `${title} · ${PRODUCT_NAME}`;
  useContext(PageTitleSink)?.(full);
  useEffect(() => {
    document.title = full;
  }, [full]);
}
