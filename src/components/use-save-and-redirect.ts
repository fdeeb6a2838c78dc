import { useState } from 'react';
import { notify } from '../lib/notify';
import { SUCCESS_REDIRECT_MS } from '../lib/timings';
import type { KitMutation } from './mutation-callbacks';
import { useRedirectAfterSave } from './use-redirect-after-save';

/**
 * A form that leaves once saved: `save(variables)` runs the mutation; on success it toasts
 * `successMessage` and, after SUCCESS_REDIRECT_MS, goes to `to`. `saved` stays true from then on
 * (the submit stays disabled), and `busy` covers the save and the wait.
 */
export function useSaveAndRedirect<Variables>(
  mutation: Pick<KitMutation<Variables>, 'mutate' | 'isPending'>,
  to: string,
  successMessage: string,
) {
  const [saved, setSaved] = useState(false);
  useRedirectAfterSave(saved, to, SUCCESS_REDIRECT_MS);
  const save = (variables: Variables) =>
    mutation.mutate(variables, {
      onSuccess: () => {
        setSaved(true);
        notify.success(successMessage);
      },
    });
  return { save, saved, busy: mutation.isPending || saved };
}
