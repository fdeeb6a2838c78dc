import { useLayoutEffect, useRef, useState } from 'react';

/**
 * The width as far as `thresholds` can tell it apart: null when it reaches every threshold (as
 * wide as any threshold asks, the same as unmeasured), else the largest threshold it reaches, or
 * 0. For every threshold t, `band < t` exactly when `width < t`.
 */
export function widthBand(width: number, thresholds: readonly number[]): number | null {
  let band = 0;
  let widest = -Infinity;
  for (const threshold of thresholds) {
    widest = Math.max(widest, threshold);
    if (width >= threshold) band = Math.max(band, threshold);
  }
  return thresholds.length === 0 || width >= widest ? null : band;
}

/**
 * An element's width as its thresholds see it (widthBand), kept up to date. Measured before the
 * first paint, so a layout that depends on it never flashes the other one. A width that moves
 * within one band is the same value, so the owner renders again only when a threshold is crossed:
 * a wide table is not drawn twice on its first load (at 100,000 cobros the second drawing of
 * Lista de Cobros was a 120 ms task, traced). Without thresholds, or where ResizeObserver is
 * missing (jsdom), it stays null: callers treat that as "wide enough".
 */
export function useElementWidth<E extends HTMLElement>(thresholds: readonly number[]) {
  const ref = useRef<E>(null);
  const [band, setBand] = useState<number | null>(null);
  // A dependency that stays the same across renders with the same thresholds.
  const key = thresholds.join(',');
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || !key || typeof ResizeObserver === 'undefined') return;
    const limits = key.split(',').map(Number);
    const measure = () => setBand(widthBand(element.clientWidth, limits));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [key]);
  return [ref, band] as const;
}
