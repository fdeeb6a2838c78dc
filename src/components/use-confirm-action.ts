import { useCallback, useState } from 'react';

/** The part of a TanStack mutation the confirmation reads. */
export type ConfirmMutation = { isPending: boolean; isError: boolean; error: unknown; reset: () => void };

export type ConfirmModalProps = {
  show: boolean;
  isPending: boolean;
  error: string | null;
  onConfirm: () => void;
  onCancel: () => void;
};

/**
 * Confirm-then-mutate around ConfirmModal (spec section 4: open, confirming, closed on success; a
 * failure stays in the dialog so the user can retry or cancel). `perform` runs the mutation and
 * calls `close` on success. The target outlives `show` so the dialog keeps its text while it fades.
 */
export function useConfirmAction<Target>({
  mutation,
  perform,
  errorText,
}: {
  mutation: ConfirmMutation;
  perform: (target: Target, close: () => void) => void;
  /** The failure shown inside the dialog; none when the screen reports it elsewhere. */
  errorText?: (error: unknown) => string;
}) {
  const [target, setTarget] = useState<Target | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  const { reset } = mutation;
  const close = useCallback(() => setIsOpen(false), []);
  const open = useCallback(
    (next: Target) => {
      reset();
      setTarget(next);
      setIsOpen(true);
    },
    [reset],
  );
  const confirm = () => {
    if (target !== null) perform(target, close);
  };
  const modalProps: ConfirmModalProps = {
    show: isOpen,
    isPending: mutation.isPending,
    error: mutation.isError && errorText ? errorText(mutation.error) : null,
    onConfirm: confirm,
    onCancel: close,
  };
  return { target, isOpen, open, confirm, close, pending: mutation.isPending, reset, modalProps };
}
