import { useEffect } from 'react';

export const PRODUCT_NAME = 'Cobros';

/** '{Page title} · Cobros': the page first, so tabs and history entries can be told apart. */
export function documentTitle(pageTitle: string): string {
  const page = pageTitle.trim();
  return page ? `${page} · ${PRODUCT_NAME}` : PRODUCT_NAME;
}

type TitleLayer = { title: string; fallback: boolean };

/**
 * The titles of what is mounted, oldest first. The tab shows the newest page's, else the layout's
 * fallback. A stack rather than 'restore the previous title on cleanup': on navigation the old
 * page's cleanup runs after the layout has set the new route's title, and would put the old back.
 */
const layers: TitleLayer[] = [];
/** The tab title before any layer, put back when the last one goes. */
let untitled: string | null = null;

function showTopLayer() {
  const top = layers.findLast((layer) => !layer.fallback) ?? layers.at(-1);
  if (top) {
    document.title = documentTitle(top.title);
  } else if (untitled !== null) {
    document.title = untitled;
    untitled = null;
  }
}

function useTitleLayer(title: string, fallback: boolean): void {
  useEffect(() => {
    if (layers.length === 0) untitled = document.title;
    const layer = { title, fallback };
    layers.push(layer);
    showTopLayer();
    return () => {
      layers.splice(layers.indexOf(layer), 1);
      showTopLayer();
    };
  }, [title, fallback]);
}

/**
 * Sets the tab title while the page is shown and puts the previous one back when it goes, so a
 * screen that does not set its own title never keeps the last page's.
 */
export function useDocumentTitle(pageTitle: string): void {
  useTitleLayer(pageTitle, false);
}

/** The layout's title for the route: shown while no page on it sets its own. */
export function useFallbackDocumentTitle(routeTitle: string): void {
  useTitleLayer(routeTitle, true);
}
