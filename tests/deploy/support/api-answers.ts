/**
 * What a stand-in backend answers the deploy tests for an entrepreneur: her
 * profile (spec §3) and her three diagnostics, the first `done` of them done,
 * each with `token(order)` as its response_token.
 */
export function entrepreneurProfile({
  formationLine,
  lastLogin,
}: {
  formationLine: boolean | null;
  lastLogin: { date: string; hour: string } | null;
}) {
  return {
    user: {
      uuid: 'user-1',
      first_name: 'Carolina',
      last_name: 'Pérez',
      email: 'emprendedora@pymesdigitales.cl',
      last_login: lastLogin,
    },
    profile: { rut_user: '12345678-5', phone_number: '912345678' },
    type_user: { admin: false, is_super: false },
    pyme: { uuid: 'pyme-1', business_name: 'Dulces Carolina', formation_line: formationLine },
  };
}

export function entrepreneurDiagnostics(
  done: number,
  token: (order: number) => string | null = () => null,
) {
  return [1, 2, 3].map((order) => ({
    uuid: `evaluation-${String(order)}`,
    name: `Diagnóstico · Etapa ${String(order)}`,
    form_id: `etapa-${String(order)}`,
    duration: 15,
    order_number: order,
    is_done: order <= done,
    response_token: token(order),
  }));
}

/** A training line as the backend stores it, its images under the API's /media/. */
export function trainingLine() {
  return {
    uuid: 'training-1',
    name: 'Vende por redes sociales',
    description: 'Un curso corto.',
    content_url: 'https://example.cl/curso',
    image_logo: '/media/trainings/logo.png',
    image_banner: '/media/trainings/banner.png',
  };
}
