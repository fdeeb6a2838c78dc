import { useEffect } from 'react';
import Overlay from 'react-bootstrap/Overlay';
import Tooltip from 'react-bootstrap/Tooltip';

/**
 * The tooltip behind FullText, in its own chunk: positioning code loads on the first hover or
 * focus, not with every list. Escape closes it (WCAG 1.4.13: dismissible without moving).
 */
export default function FullTextTooltip({
  target,
  text,
  onClose,
}: {
  target: HTMLElement;
  text: string;
  onClose: () => void;
}) {
  useEffect(() => {
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [onClose]);

  return (
    <Overlay target={target} show placement="top">
      {(props) => (
        <Tooltip {...props} className="full-text-tooltip">
          {text}
        </Tooltip>
      )}
    </Overlay>
  );
}
