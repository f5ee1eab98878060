/**
 * The privacy policy's key statements (spec §1). The registration modal
 * shows them before anyone can register; the terms page gives the full text.
 */
export const privacyPolicy = {
  title: 'Política de privacidad',
  intro:
    'Para postular tu pyme necesitamos algunos datos tuyos y de tu empresa. Los usamos solo para el programa: evaluar tu postulación, hacer tu diagnóstico digital y acompañarte en tu formación.',
  statements: [
    'Guardamos tus datos durante 3 años desde su última actualización; después los eliminamos.',
    'Puedes pedirnos ver, corregir o borrar tus datos cuando quieras: te respondemos dentro de 2 días hábiles.',
    'Podemos usar aprendizaje automático (machine learning) con las respuestas de tu diagnóstico para recomendarte cursos y líneas de formación.',
  ],
  closing:
    'No vendemos ni compartimos tus datos con terceros fuera del programa. Puedes leer los términos completos en la página de Términos y condiciones.',
} as const;
