import { useCallback, useContext, useSyncExternalStore } from 'react';
import { QueryClientContext, type QueryClient } from '@tanstack/react-query';
import { Alert } from 'react-bootstrap';
import { omittedOnScreen, subscribeOmitted } from '../lib/omitted-items';

function omittedItemsText(count: number): string {
  return count === 1
    ? 'Se omitió 1 elemento con formato inválido recibido del servidor.'
    : `Se omitieron ${count} elementos con formato inválido recibidos del servidor.`;
}

/**
 * The one visible notice that a list answer had malformed items: the valid ones are
 * shown, and this says how many were left out of the lists on screen (the console has each reason).
 */
export function OmittedItemsWarning() {
  // A header rendered outside the app's providers (the page templates' own tests) has no queries,
  // so nothing can have been left out: it shows nothing rather than requiring a client.
  const queryClient = useContext(QueryClientContext);
  return queryClient ? <OmittedCount queryClient={queryClient} /> : null;
}

function OmittedCount({ queryClient }: { queryClient: QueryClient }) {
  const subscribe = useCallback(
    (listener: () => void) => subscribeOmitted(queryClient, listener),
    [queryClient],
  );
  const count = useSyncExternalStore(subscribe, () => omittedOnScreen(queryClient));
  if (count === 0) return null;
  return (
    <Alert variant="warning" role="status" className="py-2">
      {omittedItemsText(count)}
    </Alert>
  );
}
