import { lazy, Suspense, useCallback, useState, type ReactNode } from 'react';

const FullTextTooltip = lazy(() => import('./full-text-tooltip'));

/** True when CSS cut the text short: an ellipsis at the end of its line, or lines clamped away. */
function isClipped(element: HTMLElement): boolean {
  return element.scrollWidth > element.clientWidth || element.scrollHeight > element.clientHeight;
}

/**
 * Shows `full` in a tooltip while the pointer is over the content or it has keyboard focus.
 * The content is focusable so keyboard users reach the tooltip too; screen readers read the
 * content itself, which must hold the full text (visibly or visually hidden).
 */
export function FullText({
  full,
  onlyWhenClipped = false,
  className,
  children,
}: {
  full: string;
  /** Shows the tooltip only if the content is cut (an ellipsis, a line clamp). */
  onlyWhenClipped?: boolean;
  className?: string;
  children: ReactNode;
}) {
  const [target, setTarget] = useState<HTMLElement | null>(null);
  const open = (element: HTMLElement) => {
    if (!onlyWhenClipped || isClipped(element)) setTarget(element);
  };
  const close = useCallback(() => setTarget(null), []);
  return (
    <>
      <span
        className={className}
        tabIndex={0}
        onMouseEnter={(event) => open(event.currentTarget)}
        onMouseLeave={close}
        onFocus={(event) => open(event.currentTarget)}
        onBlur={close}
      >
        {children}
      </span>
      {target && (
        <Suspense fallback={null}>
          <FullTextTooltip target={target} text={full} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
