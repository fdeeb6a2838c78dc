import { lazy, type ComponentType } from 'react';

/**
 * A component whose code is its own chunk, loaded on demand like React.lazy, that renders at
 * once when its code is already in. A React.lazy component suspends on its first render even
 * then, and React reveals what a shown fallback hid no sooner than 300 ms after it was shown:
 * a page, then its dashboard, then its chart cost 300 ms each. `preload` starts the load early
 * (when the module that will show it arrives); a failed load is asked again on the next call.
 */
export function preloadedLazy<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<{ default: ComponentType<P> }> | null = null;
  const preload = () =>
    (loading ??= load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        loading = null;
        throw error;
      },
    ));
  const Lazy = lazy(preload) as unknown as ComponentType<P>;
  function Component(props: P) {
    const Loaded = loaded;
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }
  return { Component, preload };
}
