import { useLayoutEffect, useRef, useState } from 'react';

/**
 * The width an element is given, kept up to date. Measured before the first paint, so a layout
 * that depends on it never flashes the other one. Where ResizeObserver is missing (jsdom) it
 * stays null: callers treat that as "wide enough".
 */
export function useElementWidth<E extends HTMLElement>() {
  const ref = useRef<E>(null);
  const [width, setWidth] = useState<number | null>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    setWidth(element.clientWidth);
    const observer = new ResizeObserver(() => setWidth(element.clientWidth));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}
