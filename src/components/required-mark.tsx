/**
 * The '*' after a required field's label. Hidden from screen readers, which announce the
 * field's own `required` or `aria-required` instead; FormPage's `requiredNote` explains it.
 */
export function RequiredMark() {
  return (
    <span className="required-mark text-danger ms-1" aria-hidden="true">
      *
    </span>
  );
}
