import { useCallback } from 'react';
import { errorMessage } from '../lib/api-error';
import { notify } from '../lib/notify';
import { useConfirmAction } from './use-confirm-action';
import type { KitMutation } from './mutation-callbacks';

/**
 * Activar / Desactivar on a row. Deactivating stops the row from being used, so `toggle(row)`
 * asks first (spread `modalProps`, which name the button 'Desactivar', into ConfirmModal; `target`
 * is the row asked about); activating runs at once. A
 * failure is a toast (`errorMessage(error, errorText)`), and the dialog closes either way; on
 * success `successText(active)` is toasted where the screen says so.
 */
export function useToggleWithConfirm<Row, Variables>({
  mutation,
  isActive,
  variables,
  errorText,
  successText,
}: {
  mutation: KitMutation<Variables>;
  isActive: (row: Row) => boolean;
  /** What the mutation is sent to give the row the state `active`. */
  variables: (row: Row, active: boolean) => Variables;
  errorText: string;
  successText?: (active: boolean) => string;
}) {
  const { mutate } = mutation;
  const run = useCallback(
    (row: Row, active: boolean, close?: () => void) =>
      mutate(variables(row, active), {
        onSuccess: successText ? () => notify.success(successText(active)) : undefined,
        onError: (error) => notify.error(errorMessage(error, errorText)),
        onSettled: close,
      }),
    [mutate, variables, errorText, successText],
  );
  const confirmation = useConfirmAction<Row>({
    mutation,
    perform: (row, close) => run(row, false, close),
  });
  const ask = confirmation.open;
  const toggle = useCallback((row: Row) => (isActive(row) ? ask(row) : run(row, true)), [isActive, ask, run]);
  const modalProps = {
    ...confirmation.modalProps,
    confirmLabel: 'Desactivar',
    pendingLabel: 'Desactivando...',
  };
  return { toggle, target: confirmation.target, modalProps };
}
