/**
 * The demo backend's seed data as named records: the admins, the
 * entrepreneurs and their pymes, the diagnostics, the training lines and
 * what the pymes have done. seed.ts builds the database's rows from them.
 */
import type { DemoEvaluation, DemoPyme, DemoTrainingLine, DemoUser } from './records';

/** A seeded admin: its key (its uuid is made from it) and the fields it does not take by default. */
export type SeedAdmin = { key: string } & Partial<DemoUser> &
  Pick<DemoUser, 'email' | 'first_name' | 'last_name' | 'rut_user' | 'position'>;

/** The administrators, in creation order. */
export const admins: SeedAdmin[] = [
  {
    key: 'superadmin',
    email: 'superadmin@pymesdigitales.cl',
    first_name: 'Valentina',
    last_name: 'Soto',
    rut_user: '13456789-9',
    is_super: true,
    position: 'Director',
  },
  {
    key: 'admin',
    email: 'admin@pymesdigitales.cl',
    first_name: 'Francisca',
    last_name: 'Muñoz',
    rut_user: '15678901-1',
    position: 'Gerente General',
  },
  {
    key: 'admin-disabled',
    email: 'exadmin@pymesdigitales.cl',
    first_name: 'Rocío',
    last_name: 'Navarro',
    rut_user: '16789012-1',
    enabled: false,
    position: 'Supervisor',
  },
  {
    key: 'admin-herrera',
    email: 'matias.herrera@pymesdigitales.cl',
    first_name: 'Matías',
    last_name: 'Herrera',
    rut_user: '17890123-0',
    position: 'Facilitador',
    date_joined: '2026-04-06T10:00:00',
  },
  {
    key: 'admin-lagos',
    email: 'josefina.lagos@pymesdigitales.cl',
    first_name: 'Josefina',
    last_name: 'Lagos',
    rut_user: '18901234-9',
    position: 'Supervisor',
    date_joined: '2026-05-04T10:00:00',
  },
];

/**
 * A seeded entrepreneur and her pyme. The other fields follow from her place
 * in the list: e-mail (first.last@correo.cl), RUTs, phone, address, dates.
 */
export interface SeedEntrepreneur
  extends
    Pick<DemoUser, 'first_name' | 'last_name' | 'position'>,
    Partial<Pick<DemoUser, 'email' | 'verified' | 'last_login'>>,
    Pick<DemoPyme, 'business_name' | 'state' | 'commune'>,
    Partial<Pick<DemoPyme, 'enabled'>> {}

/** Entrepreneurs and their pymes, across regions (enough for several pages of 10). */
export const entrepreneurs: SeedEntrepreneur[] = [
  {
    first_name: 'Carolina',
    last_name: 'Pérez',
    position: 'Dueño',
    business_name: 'Dulces Carolina',
    state: 'Valparaíso',
    commune: 'Viña del Mar',
    email: 'emprendedora@pymesdigitales.cl',
    last_login: '2026-11-20T09:15:00',
  },
  {
    first_name: 'Daniela',
    last_name: 'Reyes',
    position: 'Socio',
    business_name: 'Cerámica Rauco',
    state: 'Maule',
    commune: 'Curicó',
    email: 'pendiente@pymesdigitales.cl',
    verified: false,
  },
  {
    first_name: 'Javiera',
    last_name: 'González',
    position: 'Dueño',
    business_name: 'Tejidos del Sur',
    state: 'Los Lagos',
    commune: 'Puerto Montt',
  },
  {
    first_name: 'Constanza',
    last_name: 'Muñoz',
    position: 'Gerente General',
    business_name: 'Almacén La Esquina',
    state: 'Metropolitana de Santiago',
    commune: 'Maipú',
  },
  {
    first_name: 'Fernanda',
    last_name: 'Rojas',
    position: 'Dueño',
    business_name: 'Miel Nativa',
    state: 'La Araucanía',
    commune: 'Temuco',
  },
  {
    first_name: 'Catalina',
    last_name: 'Díaz',
    position: 'Socio',
    business_name: 'Café Altiplano',
    state: 'Arica y Parinacota',
    commune: 'Arica',
  },
  {
    first_name: 'Isidora',
    last_name: 'Soto',
    position: 'Director',
    business_name: 'Salar Cosmética',
    state: 'Antofagasta',
    commune: 'Calama',
  },
  {
    first_name: 'Antonia',
    last_name: 'Contreras',
    position: 'Dueño',
    business_name: 'Huerto Urbano',
    state: 'Metropolitana de Santiago',
    commune: 'Ñuñoa',
  },
  {
    first_name: 'Valeria',
    last_name: 'Silva',
    position: 'Dueño',
    business_name: 'Panadería Doña Vale',
    state: 'Biobío',
    commune: 'Concepción',
  },
  {
    first_name: 'Josefa',
    last_name: 'Martínez',
    position: 'Gerente Financiero',
    business_name: 'Vinos del Valle',
    state: "Libertador General Bernardo O'Higgins",
    commune: 'Santa Cruz',
  },
  {
    first_name: 'Paula',
    last_name: 'Sepúlveda',
    position: 'Socio',
    business_name: 'Lanas Patagonia',
    state: 'Magallanes y de la Antártica Chilena',
    commune: 'Punta Arenas',
  },
  {
    first_name: 'Camila',
    last_name: 'Morales',
    position: 'Dueño',
    business_name: 'Turismo Elqui',
    state: 'Coquimbo',
    commune: 'Vicuña',
  },
  {
    first_name: 'Francisca',
    last_name: 'López',
    position: 'Dueño',
    business_name: 'Mermeladas Chillán',
    state: 'Ñuble',
    commune: 'Chillán',
  },
  {
    first_name: 'Macarena',
    last_name: 'Fuentes',
    position: 'Socio',
    business_name: 'Artesanía Mapuche Rayen',
    state: 'La Araucanía',
    commune: 'Villarrica',
  },
  {
    first_name: 'Ignacia',
    last_name: 'Hernández',
    position: 'Dueño',
    business_name: 'Peluquería Estilo',
    state: 'Metropolitana de Santiago',
    commune: 'Puente Alto',
  },
  {
    first_name: 'Bárbara',
    last_name: 'Torres',
    position: 'Gerente General',
    business_name: 'Ferretería Torres',
    state: 'Atacama',
    commune: 'Copiapó',
    enabled: false,
  },
  {
    first_name: 'Trinidad',
    last_name: 'Araya',
    position: 'Dueño',
    business_name: 'Quesos de Valdivia',
    state: 'Los Ríos',
    commune: 'Valdivia',
  },
  {
    first_name: 'Sofía',
    last_name: 'Espinoza',
    position: 'Vendedor',
    business_name: 'Textiles Iquique',
    state: 'Tarapacá',
    commune: 'Iquique',
  },
  {
    first_name: 'Florencia',
    last_name: 'Valenzuela',
    position: 'Dueño',
    business_name: 'Aysén Aventura',
    state: 'Aysén del General Carlos Ibáñez del Campo',
    commune: 'Coyhaique',
  },
  {
    first_name: 'Martina',
    last_name: 'Castillo',
    position: 'Líder tecnológico',
    business_name: 'Diseño Castillo',
    state: 'Valparaíso',
    commune: 'Valparaíso',
  },
  {
    first_name: 'Agustina',
    last_name: 'Vargas',
    position: 'Dueño',
    business_name: 'Repostería Dulce Hogar',
    state: 'Metropolitana de Santiago',
    commune: 'La Florida',
  },
  {
    first_name: 'Emilia',
    last_name: 'Cortés',
    position: 'Supervisor',
    business_name: 'Flores del Maule',
    state: 'Maule',
    commune: 'Talca',
  },
  {
    first_name: 'Renata',
    last_name: 'Tapia',
    position: 'Socio',
    business_name: 'Mariscos Tapia',
    state: 'Biobío',
    commune: 'Talcahuano',
  },
  {
    first_name: 'Amanda',
    last_name: 'Gutiérrez',
    position: 'Dueño',
    business_name: 'Joyas de Cobre',
    state: 'Antofagasta',
    commune: 'Antofagasta',
  },
  {
    first_name: 'Gabriela',
    last_name: 'Navarro',
    position: 'Dueño',
    business_name: 'Empanadas La Negra',
    state: 'Coquimbo',
    commune: 'La Serena',
  },
  {
    first_name: 'Carla',
    last_name: 'Ramírez',
    position: 'Socio',
    business_name: 'Kuchen de la Abuela',
    state: 'Los Lagos',
    commune: 'Frutillar',
  },
  {
    first_name: 'Natalia',
    last_name: 'Pizarro',
    position: 'Dueño',
    business_name: 'Taller de Bicicletas Ruedas',
    state: 'Metropolitana de Santiago',
    commune: 'Providencia',
  },
  {
    first_name: 'Loreto',
    last_name: 'Carrasco',
    position: 'Gerente General',
    business_name: 'Aceite de Oliva Huasco',
    state: 'Atacama',
    commune: 'Huasco',
  },
  {
    first_name: 'Pía',
    last_name: 'Sandoval',
    position: 'Dueño',
    business_name: 'Chocolates Puerto Varas',
    state: 'Los Lagos',
    commune: 'Puerto Varas',
  },
  {
    first_name: 'Romina',
    last_name: 'Álvarez',
    position: 'Operador',
    business_name: 'Lavandería Burbujas',
    state: 'Valparaíso',
    commune: 'Quilpué',
    enabled: false,
  },
  {
    first_name: 'Claudia',
    last_name: 'Figueroa',
    position: 'Vendedor',
    business_name: 'Verdulería Don Lucho',
    state: 'Biobío',
    commune: 'Los Ángeles',
  },
  {
    first_name: 'Andrea',
    last_name: 'Jara',
    position: 'Dueño',
    business_name: 'Hostal Chiloé',
    state: 'Los Lagos',
    commune: 'Castro',
  },
  {
    first_name: 'Marcela',
    last_name: 'Vidal',
    position: 'Gerente Financiero',
    business_name: 'Estudio Contable Vidal',
    state: 'Metropolitana de Santiago',
    commune: 'Las Condes',
  },
  {
    first_name: 'Patricia',
    last_name: 'Riquelme',
    position: 'Socio',
    business_name: 'Frutos Secos del Maule',
    state: 'Maule',
    commune: 'Linares',
  },
  {
    first_name: 'Verónica',
    last_name: 'Bravo',
    position: 'Director',
    business_name: 'Cervecería Austral',
    state: 'Los Ríos',
    commune: 'La Unión',
  },
  {
    first_name: 'Yasna',
    last_name: 'Oyarzún',
    position: 'Dueño',
    business_name: 'Pastelería Magallánica',
    state: 'Magallanes y de la Antártica Chilena',
    commune: 'Natales',
  },
  {
    first_name: 'Teresa',
    last_name: 'Cáceres',
    position: 'Facilitador',
    business_name: 'Bordados Rancagua',
    state: "Libertador General Bernardo O'Higgins",
    commune: 'Rancagua',
  },
  {
    first_name: 'Alejandra',
    last_name: 'Orellana',
    position: 'Vendedor',
    business_name: 'Minimarket El Sol',
    state: 'Tarapacá',
    commune: 'Alto Hospicio',
    enabled: false,
  },
  {
    first_name: 'Carmen',
    last_name: 'Saavedra',
    position: 'Socio',
    business_name: 'Artesanías del Loa',
    state: 'Antofagasta',
    commune: 'San Pedro de Atacama',
  },
  {
    first_name: 'Lorena',
    last_name: 'Bustos',
    position: 'Dueño',
    business_name: 'Peluquería Canina Patitas',
    state: 'Metropolitana de Santiago',
    commune: 'Puente Alto',
  },
  {
    first_name: 'Mónica',
    last_name: 'Salazar',
    position: 'Supervisor',
    business_name: 'Imprenta Salazar',
    state: 'Biobío',
    commune: 'Coronel',
  },
  {
    first_name: 'Viviana',
    last_name: 'Aguilera',
    position: 'Dueño',
    business_name: 'Conservas de Mar',
    state: 'Aysén del General Carlos Ibáñez del Campo',
    commune: 'Aysén',
    enabled: false,
  },
  {
    first_name: 'Susana',
    last_name: 'Parra',
    position: 'Líder tecnológico',
    business_name: 'Café de Grano Parra',
    state: 'Valparaíso',
    commune: 'San Antonio',
  },
  {
    first_name: 'Elena',
    last_name: 'Maldonado',
    position: 'Gerente General',
    business_name: 'Tejas y Ladrillos Maldonado',
    state: 'La Araucanía',
    commune: 'Angol',
  },
  {
    first_name: 'Ximena',
    last_name: 'Campos',
    position: 'Dueño',
    business_name: 'Helados Artesanales Polar',
    state: 'Arica y Parinacota',
    commune: 'Putre',
  },
];

/** The diagnostics, in order (`order_number` and `order_name` follow from it). */
export const evaluationRecords: Pick<DemoEvaluation, 'name' | 'form_id' | 'duration'>[] = [
  { name: 'Etapa 1: Tu negocio hoy', form_id: 'etapa-1', duration: 15 },
  { name: 'Etapa 2: Ventas y clientes', form_id: 'etapa-2', duration: 20 },
  { name: 'Etapa 3: Procesos y herramientas digitales', form_id: 'etapa-3', duration: 15 },
];

export const trainingLineTypeNames = [
  'Marketing digital',
  'Comercio electrónico',
  'Gestión y finanzas',
  'Herramientas digitales',
];

/**
 * A seeded training line: `slug` names its content id, images and course
 * address; `type` is a type's name. The rest follows from its place in the list.
 */
export interface SeedTrainingLine extends Pick<
  DemoTrainingLine,
  'name' | 'provider_name' | 'description'
> {
  slug: string;
  type: string;
}

export const trainingLineRecords: SeedTrainingLine[] = [
  {
    slug: 'redes-sociales',
    name: 'Vende más en redes sociales',
    type: 'Marketing digital',
    provider_name: 'Academia Digital Chile',
    description:
      'Aprende a planificar contenidos, conocer a tus clientas y convertir seguidores en ventas con Instagram, Facebook y WhatsApp Business.',
  },
  {
    slug: 'tienda-en-linea',
    name: 'Tu tienda en línea en 30 días',
    type: 'Comercio electrónico',
    provider_name: 'Comercio Conectado',
    description:
      'Paso a paso para abrir tu tienda en línea: catálogo, medios de pago, despacho y atención a clientes.',
  },
  {
    slug: 'finanzas-simples',
    name: 'Finanzas simples para tu pyme',
    type: 'Gestión y finanzas',
    provider_name: 'Red de Mentoras',
    description:
      'Ordena tus números: flujo de caja, costos, precios y facturación electrónica sin complicarte.',
  },
  {
    slug: 'herramientas-digitales',
    name: 'Herramientas digitales para el día a día',
    type: 'Herramientas digitales',
    provider_name: 'Academia Digital Chile',
    description:
      'Planillas, agenda, correo y almacenamiento en la nube para trabajar mejor y ahorrar tiempo.',
  },
  {
    slug: 'marca-y-pitch',
    name: 'Marca y pitch de ventas',
    type: 'Marketing digital',
    provider_name: 'Red de Mentoras',
    description:
      'Construye una marca con identidad y prepara un pitch de ventas de 3 minutos que convenza.',
  },
  {
    slug: 'automatiza-atencion',
    name: 'Automatiza tu atención a clientes',
    type: 'Herramientas digitales',
    provider_name: 'Comercio Conectado',
    description:
      'Respuestas rápidas, catálogos y recordatorios automáticos para atender mejor con menos esfuerzo.',
  },
];

/**
 * What a pyme did in November: how many diagnostics it answered and the
 * status of the training line it follows (none: no line). In the pymes'
 * order; each one's dates, answers and line follow from its place here.
 */
export interface NovemberHistory {
  business_name: string;
  diagnostics: number;
  line_status?: string;
}

export const novemberHistories: NovemberHistory[] = [
  { business_name: 'Empanadas La Negra', diagnostics: 3, line_status: 'TRAINING' },
  { business_name: 'Kuchen de la Abuela', diagnostics: 2, line_status: 'MENTORING' },
  { business_name: 'Taller de Bicicletas Ruedas', diagnostics: 1 },
  { business_name: 'Aceite de Oliva Huasco', diagnostics: 3, line_status: 'ONLYDIAG' },
  { business_name: 'Chocolates Puerto Varas', diagnostics: 2, line_status: 'NA' },
  { business_name: 'Lavandería Burbujas', diagnostics: 0 },
  { business_name: 'Verdulería Don Lucho', diagnostics: 3, line_status: 'TRAINING' },
  { business_name: 'Hostal Chiloé', diagnostics: 1 },
  { business_name: 'Estudio Contable Vidal', diagnostics: 2, line_status: 'ACCEPTED' },
  { business_name: 'Frutos Secos del Maule', diagnostics: 3, line_status: 'MENTORING' },
  { business_name: 'Cervecería Austral', diagnostics: 0 },
  { business_name: 'Pastelería Magallánica', diagnostics: 2, line_status: 'DESERTER' },
  { business_name: 'Bordados Rancagua', diagnostics: 3, line_status: 'NA' },
  { business_name: 'Minimarket El Sol', diagnostics: 1 },
  { business_name: 'Artesanías del Loa', diagnostics: 0 },
  { business_name: 'Peluquería Canina Patitas', diagnostics: 2, line_status: 'TRAINING' },
  { business_name: 'Imprenta Salazar', diagnostics: 3, line_status: 'ONLYDIAG' },
  { business_name: 'Conservas de Mar', diagnostics: 2, line_status: 'DESERTER' },
  { business_name: 'Café de Grano Parra', diagnostics: 1 },
  { business_name: 'Tejas y Ladrillos Maldonado', diagnostics: 0 },
  { business_name: 'Helados Artesanales Polar', diagnostics: 3, line_status: 'ACCEPTED' },
];

/** A line a pyme has finished, so that the demo shows the card's 'Finalizado' state. */
export const finishedLine = {
  business_name: 'Huerto Urbano',
  training: 'herramientas-digitales',
  created: '2026-09-15T12:00:00',
};

/** Who looks after which pyme: an admin's key and the pymes' names. */
export const adminPymes: { admin: string; pymes: string[] }[] = [
  {
    admin: 'admin',
    pymes: [
      'Tejidos del Sur',
      'Miel Nativa',
      'Empanadas La Negra',
      'Verdulería Don Lucho',
      'Bordados Rancagua',
    ],
  },
  {
    admin: 'superadmin',
    pymes: ['Almacén La Esquina', 'Huerto Urbano', 'Kuchen de la Abuela', 'Frutos Secos del Maule'],
  },
  {
    admin: 'admin-herrera',
    pymes: ['Café Altiplano', 'Aceite de Oliva Huasco', 'Estudio Contable Vidal'],
  },
  {
    admin: 'admin-lagos',
    pymes: ['Panadería Doña Vale', 'Peluquería Canina Patitas', 'Helados Artesanales Polar'],
  },
  // A disabled admin still looks after one (the list shows `enabled: false`).
  { admin: 'admin-disabled', pymes: ['Salar Cosmética'] },
];
