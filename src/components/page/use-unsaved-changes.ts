import { useEffect } from 'react';
import { useHref, useLocation } from 'react-router-dom';
import { armBackForwardGuard } from './back-forward-guard';

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

/**
 * While `when`, leaving the page asks first (refine's warnWhenUnsavedChanges): a click on an
 * in-app link and the browser's Back or Forward ask with window.confirm, and a reload or close
 * with the browser's own `beforeunload` prompt. react-router's useBlocker needs a data router, and
 * the app keeps declarative routes (router.tsx), so this guards link clicks itself, in the capture
 * phase before react-router's handler, and Back/Forward through back-forward-guard.ts. The app's
 * own navigate() after a save is never asked about: callers pass `when` false once saved.
 */
export function useUnsavedChangesGuard(when: boolean): void {
  const location = useLocation();
  const currentHref = useHref(location);
  useEffect(() => {
    if (!when) return;
    const onClick = (event: MouseEvent) => {
      if (!leavingLink(event, currentHref) || confirmLeaving()) return;
      event.preventDefault();
      event.stopPropagation();
    };
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    document.addEventListener('click', onClick, true);
    window.addEventListener('beforeunload', onBeforeUnload);
    const disarmBackForward = armBackForwardGuard(confirmLeaving);
    return () => {
      disarmBackForward();
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [when, currentHref]);
}
