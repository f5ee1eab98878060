/**
 * The reports of /library. Replace a report by dropping its file in
 * `public/library/` and editing its entry here (README, "Library").
 */
export interface LibraryReport {
  title: string;
  description: string;
  /** Path under the site root, as served from `public/`. */
  file: string;
  /** Shown next to the button: format, length and size of the file. */
  format: string;
}

export const libraryReports: readonly LibraryReport[] = [
  {
    title: 'Radiografía digital de las pymes chilenas',
    description: 'Cómo usan hoy las pymes las herramientas digitales y dónde están las brechas.',
    file: '/library/radiografia-digital-pymes.pdf',
    format: 'PDF, 1 página, 1 KB',
  },
  {
    title: 'Mujeres que emprenden en Chile',
    description: 'Quiénes son, qué sectores lideran y qué necesitan para crecer.',
    file: '/library/mujeres-que-emprenden.pdf',
    format: 'PDF, 1 página, 1 KB',
  },
  {
    title: 'Guía para vender por redes sociales',
    description: 'Primeros pasos para mostrar tus productos y conversar con tus clientas.',
    file: '/library/guia-redes-sociales.pdf',
    format: 'PDF, 1 página, 1 KB',
  },
  {
    title: 'Comercio electrónico para pymes',
    description: 'Tienda propia, marketplaces o catálogo en WhatsApp: cómo elegir.',
    file: '/library/comercio-electronico.pdf',
    format: 'PDF, 1 página, 1 KB',
  },
  {
    title: 'Medios de pago digitales',
    description: 'Transferencias, links de pago y terminales: costos y cuidados.',
    file: '/library/medios-de-pago.pdf',
    format: 'PDF, 1 página, 1 KB',
  },
  {
    title: 'Finanzas ordenadas, negocio sano',
    description: 'Flujo de caja, costos y precios explicados con ejemplos simples.',
    file: '/library/finanzas-ordenadas.pdf',
    format: 'PDF, 1 página, 1 KB',
  },
  {
    title: 'Ciberseguridad básica para tu negocio',
    description: 'Contraseñas, respaldos y estafas comunes: cómo proteger tu pyme.',
    file: '/library/ciberseguridad-basica.pdf',
    format: 'PDF, 1 página, 1 KB',
  },
  {
    title: 'Formalización y tributación simple',
    description: 'Inicio de actividades, boletas electrónicas y el formulario 29.',
    file: '/library/formalizacion-tributacion.pdf',
    format: 'PDF, 1 página, 1 KB',
  },
  {
    title: 'Resultados del programa 2021',
    description: 'Lo que aprendimos con las pymes que participaron en la primera versión.',
    file: '/library/resultados-programa-2021.pdf',
    format: 'PDF, 1 página, 1 KB',
  },
];
