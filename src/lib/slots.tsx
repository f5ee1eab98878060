import { createContext, useContext, type ReactNode } from 'react';

/**
 * The hidden field that tells the backend whose answers these are (the
 * provider's webhook hands it back): the user's uuid as `user_id` (spec §2),
 * or, where the backend issues one, its `response_token` for this user and form.
 */
export type FormHiddenFields = { user_id: string } | { response_token: string };

/**
 * What every diagnostic form widget gets: the provider's form id, the hidden
 * field to send with the answers and what to do once submitted.
 */
export interface FormWidgetProps {
  formId: string;
  hidden: FormHiddenFields;
  onSubmitted: () => void;
}

/** What the login page's aside gets: a way to fill the form with an account. */
export interface LoginAsideProps {
  onPick: (email: string, password: string) => void;
}

/**
 * Pieces of the screen that the boot file hands in from outside the product
 * code. Demo builds (src/main.tsx) and the tests fill them with the demo
 * backend's helpers; a production build leaves them empty and the screens use
 * their own defaults. This is the only way demo code reaches a screen:
 * product code never imports src/mocks (an ESLint zone enforces it).
 */
export interface AppSlots {
  /** Under the login form: the demo accounts. Default: nothing. */
  loginAside?: (props: LoginAsideProps) => ReactNode;
  /** The diagnostic form on /form. Default: the Typeform embed. */
  formWidget?: (props: FormWidgetProps) => ReactNode;
}

const SlotsContext = createContext<AppSlots>({});

/** Makes `slots` available to every screen below it. */
export function SlotsProvider({ slots, children }: { slots: AppSlots; children: ReactNode }) {
  return <SlotsContext value={slots}>{children}</SlotsContext>;
}

/**
 * What was handed in for `name` (a function that draws it from its props), or
 * undefined when the screen should use its default.
 */
export function useSlot<Name extends keyof AppSlots>(name: Name): AppSlots[Name] {
  return useContext(SlotsContext)[name];
}
