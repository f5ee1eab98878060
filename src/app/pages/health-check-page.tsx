/** `/health-check`: exactly this text, no layout (used by uptime monitors). */
export function HealthCheckPage() {
  return <main>The App is Healthy</main>;
}
