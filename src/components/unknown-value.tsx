/**
 * A value the app does not know (what it depends on has not loaded, or
 * failed to): "—" on screen, the reason for screen readers. Never a guess
 * such as "Sin Admin", "0" or "(deshabilitado)" (docs/decisions.md,
 * "One rule when one call fails").
 */
export function UnknownValue({ reason }: { reason: string }) {
  return (
    <span className="text-body-secondary">
      <span aria-hidden="true">—</span>
      <span className="visually-hidden">{reason}</span>
    </span>
  );
}
