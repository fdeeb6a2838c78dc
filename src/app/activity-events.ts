/** Spec section 4: every one of these counts as activity and resets the inactivity timers. */
export const ACTIVITY_EVENTS = [
  'mousedown',
  'mousemove',
  'keydown',
  'scroll',
  'touchstart',
  'click',
  'input',
  'wheel',
  'resize',
  'focus',
] as const;
