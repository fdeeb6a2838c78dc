import { FullText } from './full-text';

/**
 * Long text (a file name, a client) on one line with an ellipsis; the whole text shows in a
 * tooltip on hover and on keyboard focus, only when it was cut. Inside a table cell the template
 * CSS lets the column shrink to the room left, so rows stay one line high.
 */
export function TruncatedText({ text, className }: { text: string; className?: string }) {
  return (
    <FullText full={text} onlyWhenClipped className={['truncated-text', className].filter(Boolean).join(' ')}>
      {text}
    </FullText>
  );
}
