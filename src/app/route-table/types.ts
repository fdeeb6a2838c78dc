import type { ComponentType } from 'react';
import type { Role } from '../../domain/roles';
import type { EarlyGetPath } from '../../lib/early-get';
import type { LargeListKind } from '../../lib/list-worker/list-paths';
import type { Capacidad } from '../../contract/capacidades';

/** Who may open a route (spec section 2, "Route access"). */
export type RouteAccess = 'public' | 'all' | readonly Role[];

export type PageModule = { default: ComponentType };

export type AppRoute = {
  path: string;
  /**
   * The page's heading, which is also its tab title and the breadcrumb's last step (the spec's
   * title where it gives one); the nav item that leads here may be named otherwise.
   */
  title: string;
  access: RouteAccess;
  /**
   * The extension the page is built on (shared/extensions.md): without it the route and its nav
   * item do not exist for the user, and a direct visit goes Home.
   */
  capacidad?: Capacidad;
  load: () => Promise<PageModule>;
  /**
   * The large lists the page reads for this role, started with its code on a cold load
   * (preload-route.ts), the largest first.
   */
  lists?: (role: string | null) => readonly LargeListKind[];
  /** The page's small GETs (lib/early-get.ts), started with its code on a cold load as its lists are. */
  gets?: (role: string | null) => readonly EarlyGetPath[];
  /**
   * Of the role's `lists` and `gets`, those the page does not read where the backend offers the
   * extension `by` (its summaries), for the address's query (`search`, e.g. the period it
   * names): on a cold load they wait for the discovery and leave only without it.
   */
  spared?: (role: string | null, search: URLSearchParams) => Spared | null;
};

export type Spared = {
  by: Capacidad;
  lists: readonly LargeListKind[];
  gets: readonly EarlyGetPath[];
  /**
   * What the page reads instead (an extension's answer, each where the backend offers `by` of its
   * own), for the address's query: started as soon as the discovery lists it, ahead of the page's
   * code. The path is the one the page's query asks, query string included, or it is not taken.
   */
  early?: (search: URLSearchParams) => readonly EarlyRead[];
};

/**
 * An extension's answer a page reads, started from the entry. `query`, when given, loads the
 * page's query for that answer and starts it in the app's query client: its answer is then
 * checked as soon as it arrives, while the page's code and first render are still on their way,
 * and the page's own query finds it done.
 */
export type EarlyRead = { by: Capacidad; path: string; query?: () => Promise<unknown> };
