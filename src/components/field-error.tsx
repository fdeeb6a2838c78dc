/**
 * A field's error under it where Form.Control.Feedback cannot follow the input (a fieldset of
 * checkboxes, a file list): shown whenever there is a message. The id is for the field's
 * aria-describedby.
 */
export function FieldError({ id, message }: { id?: string; message: string | null | undefined }) {
  if (!message) return null;
  return (
    <div id={id} className="invalid-feedback d-block">
      {message}
    </div>
  );
}
