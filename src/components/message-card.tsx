import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

interface MessageCardProps {
  title: string;
  children?: ReactNode;
  /** The one button of the card: where "Entendido" (or similar) leads. */
  action: { label: string; to: string };
  /** Decorative mark above the title. */
  icon?: 'check' | 'mail';
  /** A class of the card, e.g. a size it shares with the page's other states. */
  className?: string;
}

const icons = { check: '✓', mail: '✉' } as const;

/**
 * A centred card with a heading, a text and one button: the confirmation
 * screens of spec §2. Bootstrap's card markup without reactstrap, which these
 * public pages then do not download.
 */
export function MessageCard({
  title,
  children,
  action,
  icon = 'check',
  className = '',
}: MessageCardProps) {
  return (
    <div className="container-lg">
      <div className={`message-card ${className} shadow-sm mx-auto my-4 text-center card`}>
        <div className="p-4 p-sm-5 card-body">
          <p className="message-card-icon mx-auto mb-3" aria-hidden="true">
            {icons[icon]}
          </p>
          <h1 className="h3">{title}</h1>
          {children && <div className="text-body-secondary mb-4">{children}</div>}
          <Link to={action.to} className="btn btn-primary px-4">
            {action.label}
          </Link>
        </div>
      </div>
    </div>
  );
}
