/**
 * What every diagnostic form widget gets: the provider's form id, the user's
 * id (sent as the hidden field `user_id`, so that the provider's webhook can
 * tell the backend whose answers they are) and what to do once submitted.
 */
export interface FormWidgetProps {
  formId: string;
  userId: string;
  onSubmitted: () => void;
}
