import type { ReactNode } from 'react';
import { Card, CardBody } from 'reactstrap';

interface FormCardProps {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}

/** The narrow card that holds a single form (login, password and e-mail screens). */
export function FormCard({ title, intro, children }: FormCardProps) {
  return (
    <div className="container-lg">
      <Card className="form-card shadow-sm mx-auto my-4">
        <CardBody className="p-4">
          <h1 className="h3 mb-1">{title}</h1>
          {intro && <p className="text-body-secondary">{intro}</p>}
          {children}
        </CardBody>
      </Card>
    </div>
  );
}
