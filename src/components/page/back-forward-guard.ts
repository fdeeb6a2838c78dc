/**
 * The browser's Back and Forward, guarded while a form holds unsaved changes.
 *
 * The app keeps HashRouter with declarative routes, where react-router's useBlocker is not
 * available (it needs a data router). By the time `popstate` fires the URL has already changed,
 * and HashRouter renders whatever `popstate` says. So this listens to `popstate` on the window
 * BEFORE the router does (installed at start-up, before the first render; listeners on one target
 * run in the order they were added): when the user declines, the router never hears of the move
 * (`stopImmediatePropagation`) and the entry the form is on is brought back with `history.go`,
 * whose own `popstate` is swallowed the same way. Nothing re-renders, so the typed input stays.
 */

type Guard = {
  /** `history.state.idx` of the form's entry: HashRouter numbers every entry it creates. */
  index: number | null;
  state: unknown;
  href: string;
  confirm: () => boolean;
};

let armed: Guard | null = null;
/** Set while `history.go` brings the form's entry back: its `popstate` is not the user's. */
let restoring = false;

function entryIndex(state: unknown): number | null {
  if (typeof state !== 'object' || state === null || !('idx' in state)) return null;
  return typeof state.idx === 'number' ? state.idx : null;
}

function onPopState(this: Window, event: PopStateEvent) {
  const guard = armed;
  if (!guard) return;
  if (this.location.href === guard.href) {
    // Back on the form's own entry (the restore, or a move that did not leave it): nothing for
    // the router to render.
    restoring = false;
    event.stopImmediatePropagation();
    return;
  }
  if (restoring) return;
  if (guard.confirm()) {
    armed = null;
    return;
  }
  event.stopImmediatePropagation();
  const index = entryIndex(event.state);
  if (guard.index !== null && index !== null) {
    restoring = true;
    this.history.go(guard.index - index);
  } else {
    // An entry the router did not number (a hash typed in the address bar): the distance back is
    // unknown, so the form's address is put back on the current entry instead.
    this.history.replaceState(guard.state, '', guard.href);
  }
}

/** Call once, before the router is rendered. Answers how to remove it (tests). */
export function installBackForwardGuard(win: Window = window): () => void {
  win.addEventListener('popstate', onPopState);
  return () => win.removeEventListener('popstate', onPopState);
}

/**
 * Guards the current history entry: a Back or Forward away from it asks `confirm` first and stays
 * when it answers false. Answers the disarm.
 */
export function armBackForwardGuard(confirm: () => boolean, win: Window = window): () => void {
  const guard: Guard = {
    index: entryIndex(win.history.state),
    state: win.history.state,
    href: win.location.href,
    confirm,
  };
  armed = guard;
  restoring = false;
  return () => {
    if (armed === guard) armed = null;
  };
}
