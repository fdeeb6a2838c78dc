import { Card } from 'react-bootstrap';

/** Placeholder for screens that later issues build; their access rules already apply. */
export default function ComingSoonPage() {
  return (
    <Card className="mt-2">
      <Card.Body className="text-center py-5">
        <h1 className="h4">Próximamente</h1>
        <p className="text-secondary mb-0">Esta sección estará disponible pronto.</p>
      </Card.Body>
    </Card>
  );
}
