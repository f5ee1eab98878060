import { Alert } from 'reactstrap';

interface ServerErrorAlertProps {
  /** One message, or several shown as dash-prefixed lines (spec §2, registration). */
  messages: string | readonly string[] | null;
}

/** The red alert with what the server refused; announced as soon as it appears. */
export function ServerErrorAlert({ messages }: ServerErrorAlertProps) {
  if (messages === null || messages.length === 0) return null;
  return (
    <Alert color="danger" role="alert">
      {typeof messages === 'string' ? (
        messages
      ) : (
        <ul className="list-unstyled mb-0">
          {messages.map((message) => (
            <li key={message}>- {message}</li>
          ))}
        </ul>
      )}
    </Alert>
  );
}
