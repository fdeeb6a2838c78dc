import { Badge } from 'react-bootstrap';

/** A document's Bill or Notas flag. */
export function FlagBadge({ value }: { value: boolean }) {
  return <Badge bg={value ? 'success' : 'secondary'}>{value ? 'Sí' : 'No'}</Badge>;
}
