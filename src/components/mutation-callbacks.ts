import type { ConfirmMutation } from './use-confirm-action';

/** The callbacks of a TanStack `mutate` call that the kit's hooks pass. */
export type MutateCallbacks = {
  onSuccess?: () => void;
  onError?: (error: unknown) => void;
  onSettled?: () => void;
};

/** The part of a TanStack mutation the kit's hooks use: its state and `mutate`. */
export type KitMutation<Variables> = ConfirmMutation & {
  mutate: (variables: Variables, callbacks: MutateCallbacks) => void;
};
