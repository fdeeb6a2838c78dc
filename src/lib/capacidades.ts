import { useEffect, useSyncExternalStore } from 'react';
import { CAPACIDADES, capacidadesResponseSchema, type Capacidad } from '../contract/capacidades';
import { apiClient } from './api-client';
import { storeDiscovery, storedDiscovery, takeEarlyDiscovery } from './early-discovery';
import { getSessionSnapshot, subscribeSession } from './session';

/**
 * The extensions the backend offers (shared/extensions.md): asked once per session, after sign-in,
 * through `GET ext/capacidades/`. The real backend answers it 404; that, any other failure or an
 * answer of another shape means none, and is not asked again until the next session. Nothing
 * here ends a session: a 401 is left to the screens' own calls.
 */

export type CapacidadSet = ReadonlySet<Capacidad>;

const NONE: CapacidadSet = new Set();

type Discovery = { token: string; listed: CapacidadSet | null; done: Promise<CapacidadSet> };

let current: Discovery | null = null;
const listeners = new Set<() => void>();

function emit() {
  listeners.forEach((listener) => listener());
}

/** Asks the backend; a definitive answer is kept for the session (early-discovery.ts). */
async function askServer(token: string): Promise<unknown> {
  try {
    const { data } = await apiClient.get<unknown>('ext/capacidades/', { skipSessionExpired: true });
    storeDiscovery(token, { data });
    return data;
  } catch (error) {
    const status = (error as { status?: unknown }).status;
    if (typeof status === 'number' && status >= 400 && status < 500) storeDiscovery(token, null);
    throw error;
  }
}

async function ask(token: string): Promise<CapacidadSet> {
  try {
    // Started from the entry on a cold load with a stored session (early-discovery.ts).
    const early = takeEarlyDiscovery(token) ?? storedDiscovery(token);
    const data = early !== undefined ? (await early)?.data : await askServer(token);
    const parsed = capacidadesResponseSchema.safeParse(data);
    if (!parsed.success) return NONE;
    // Names this app does not know are a newer server's; they are ignored, not an error.
    return new Set(CAPACIDADES.filter((name) => parsed.data.capacidades.includes(name)));
  } catch {
    return NONE;
  }
}

/** Starts the session's discovery unless it is under way or done; resolves to what is listed. */
export function discoverCapacidades(): Promise<CapacidadSet> {
  const session = getSessionSnapshot();
  if (session.status !== 'valid') return Promise.resolve(NONE);
  if (current?.token === session.token) return current.done;
  const discovery: Discovery = { token: session.token, listed: null, done: Promise.resolve(NONE) };
  discovery.done = ask(session.token).then((listed) => {
    discovery.listed = listed;
    if (current === discovery) emit();
    return listed;
  });
  current = discovery;
  return discovery.done;
}

/** Whether the backend offers `name`, waiting for the discovery when it is still under way. */
export async function tieneCapacidad(name: Capacidad): Promise<boolean> {
  return (await discoverCapacidades()).has(name);
}

/** What the discovery found so far: false until it has answered, and after logout. */
export function capacidadListed(name: Capacidad): boolean {
  return current?.listed?.has(name) ?? false;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A screen's view of one capability; it starts the discovery if nothing has yet. */
export function useCapacidad(name: Capacidad): boolean {
  useEffect(() => {
    void discoverCapacidades();
  }, []);
  return useSyncExternalStore(subscribe, () => capacidadListed(name));
}

/**
 * Everything the discovery found, or null while it has not answered (a page built on an
 * extension waits for it rather than deciding it is absent).
 */
export function useCapacidades(): CapacidadSet | null {
  useEffect(() => {
    void discoverCapacidades();
  }, []);
  return useSyncExternalStore(subscribe, () => current?.listed ?? null);
}

// A logout, an expiry or another user signing in: what this session learnt is forgotten, and a
// new sign-in asks again.
subscribeSession(() => {
  const session = getSessionSnapshot();
  if (current && (session.status !== 'valid' || session.token !== current.token)) {
    current = null;
    emit();
  }
  if (session.status === 'valid') void discoverCapacidades();
});
