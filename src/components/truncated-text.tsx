import { FullText } from './full-text';

/**
 * Long text (a file name, a client): on one line with an ellipsis, or with `lines={2}` wrapped
 * (anywhere, so a file name without spaces wraps too) to at most two lines, the second ending in
 * an ellipsis. The whole text shows in a tooltip on hover and on keyboard focus, only when it was
 * cut. One line: inside a table cell the template CSS lets the column shrink to the room left.
 * Two lines: the column sizes to its content like any other and wraps when the table is full.
 */
export function TruncatedText({
  text,
  className,
  lines = 1,
}: {
  text: string;
  className?: string;
  lines?: 1 | 2;
}) {
  const base = lines === 2 ? 'clamped-text' : 'truncated-text';
  return (
    <FullText full={text} onlyWhenClipped className={[base, className].filter(Boolean).join(' ')}>
      {text}
    </FullText>
  );
}
