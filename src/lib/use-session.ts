import { useSyncExternalStore } from 'react';
import { getSessionSnapshot, subscribeSession, type SessionState } from './session';

export function useSession(): SessionState {
  return useSyncExternalStore(subscribeSession, getSessionSnapshot);
}
