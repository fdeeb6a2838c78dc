import { useConfirmAction } from './use-confirm-action';
import type { KitMutation } from './mutation-callbacks';

/**
 * A row's delete behind ConfirmModal: `open(row)` asks, confirming runs the mutation with
 * `variables(row)`; on success the dialog closes and `onDeleted` runs (the success toast, where
 * the screen has one). A failure stays in the dialog as `errorText(error)`. Spread `modalProps`
 * into ConfirmModal; `target` is the row being asked about.
 */
export function useDeleteWithConfirm<Target, Variables>({
  mutation,
  variables,
  onDeleted,
  errorText,
}: {
  mutation: KitMutation<Variables>;
  variables: (target: Target) => Variables;
  onDeleted?: () => void;
  errorText: (error: unknown) => string;
}) {
  return useConfirmAction<Target>({
    mutation,
    perform: (target, close) =>
      mutation.mutate(variables(target), {
        onSuccess: () => {
          close();
          onDeleted?.();
        },
      }),
    errorText,
  });
}
