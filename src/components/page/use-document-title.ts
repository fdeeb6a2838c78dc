import { useEffect } from 'react';

export const PRODUCT_NAME = 'Cobros';

/** '{Page title} · Cobros': the page first, so tabs and history entries can be told apart. */
export function documentTitle(pageTitle: string): string {
  const page = pageTitle.trim();
  return page ? `${page} · ${PRODUCT_NAME}` : PRODUCT_NAME;
}

/**
 * Sets the tab title while the page is shown and puts the previous one back when it goes, so a
 * screen that does not set its own title never keeps the last page's.
 */
export function useDocumentTitle(pageTitle: string): void {
  useEffect(() => {
    const previous = document.title;
    document.title = documentTitle(pageTitle);
    return () => {
      document.title = previous;
    };
  }, [pageTitle]);
}
