import { useEffect } from 'react';
import { useHref, useLocation } from 'react-router-dom';

export const UNSAVED_CHANGES_MESSAGE = 'Tienes cambios sin guardar. ¿Salir de todos modos?';

/** Asks whether to leave with the changes unsaved: true to leave. */
export const confirmLeaving = () => window.confirm(UNSAVED_CHANGES_MESSAGE);

/** A plain left click on a link to another page of the app: what would leave the form. */
function leavingLink(event: MouseEvent, currentHref: string): boolean {
  if (event.defaultPrevented || event.button !== 0) return false;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement)) return false;
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return false;
  if (new URL(anchor.href, window.location.href).origin !== window.location.origin) return false;
  return anchor.getAttribute('href') !== currentHref;
}

/** The history position react-router keeps in each entry's state. */
const entryIndex = (state: unknown): number | null => {
  const idx = (state as { idx?: unknown } | null)?.idx;
  return typeof idx === 'number' ? idx : null;
};

/**
 * While `when`, leaving the page asks first (refine's warnWhenUnsavedChanges): a click on an
 * in-app link, Back/Forward or a typed hash asks with window.confirm, and a reload or close with
 * the browser's own `beforeunload` prompt. react-router's useBlocker needs a data router, and the
 * app keeps declarative routes (router.tsx), so this guards the ways out itself: link clicks in
 * the capture phase, before react-router's handler, and popstate before the router's listener,
 * putting the entry back when the user stays. The app's own navigate() after a save is never
 * asked about: callers pass `when` false once saved.
 */
export function useUnsavedChangesGuard(when: boolean): void {
  const location = useLocation();
  const currentHref = useHref(location);
  useEffect(() => {
    if (!when) return;
    const index = entryIndex(window.history.state);
    let restoring = false;
    const onClick = (event: MouseEvent) => {
      if (!leavingLink(event, currentHref) || confirmLeaving()) return;
      event.preventDefault();
      event.stopPropagation();
    };
    const onPopState = (event: PopStateEvent) => {
      if (restoring) {
        restoring = false;
        event.stopImmediatePropagation();
        return;
      }
      if (confirmLeaving()) return;
      event.stopImmediatePropagation();
      const next = entryIndex(event.state);
      // A typed hash adds an entry without the router's index: one step back restores the form.
      const delta = index !== null && next !== null ? index - next : -1;
      if (delta === 0) return;
      restoring = true;
      window.history.go(delta);
    };
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    document.addEventListener('click', onClick, true);
    window.addEventListener('popstate', onPopState, true);
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('popstate', onPopState, true);
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [when, currentHref]);
}
