import { computeCheckDigit } from '@/validation/rut';
import { regions } from '@/validation/data/regions';
import { trainingLineWeightingFields } from '@/validation/training-line-rules';
import type {
  DemoAdminAssignment,
  DemoData,
  DemoEvaluation,
  DemoEvaluationResult,
  DemoLineAssignment,
  DemoPyme,
  DemoTrainingLine,
  DemoUser,
} from './records';
import demoAccounts from './demo-accounts.json';
import { stableUuid } from './ids';

const { password } = demoAccounts;

function rut(body: number): string {
  return `${body}-${computeCheckDigit(String(body))}`;
}

function user(
  key: string,
  fields: Partial<DemoUser> & Pick<DemoUser, 'email' | 'first_name' | 'last_name'>,
): DemoUser {
  return {
    uuid: stableUuid(`user:${key}`),
    password,
    rut_user: rut(10_000_000 + key.length * 1_234_567),
    phone_number: null,
    position: 'Dueño',
    is_admin: false,
    is_super: false,
    enabled: true,
    verified: true,
    last_login: null,
    date_joined: '2026-03-02T10:00:00',
    ...fields,
  };
}

/** Entrepreneurs and their pymes, across regions (enough for several pages of 10). */
const entrepreneurs: [
  first: string,
  last: string,
  business: string,
  region: string,
  commune: string,
  position: string,
][] = [
  ['Carolina', 'Pérez', 'Dulces Carolina', 'Valparaíso', 'Viña del Mar', 'Dueño'],
  ['Daniela', 'Reyes', 'Cerámica Rauco', 'Maule', 'Curicó', 'Socio'],
  ['Javiera', 'González', 'Tejidos del Sur', 'Los Lagos', 'Puerto Montt', 'Dueño'],
  [
    'Constanza',
    'Muñoz',
    'Almacén La Esquina',
    'Metropolitana de Santiago',
    'Maipú',
    'Gerente General',
  ],
  ['Fernanda', 'Rojas', 'Miel Nativa', 'La Araucanía', 'Temuco', 'Dueño'],
  ['Catalina', 'Díaz', 'Café Altiplano', 'Arica y Parinacota', 'Arica', 'Socio'],
  ['Isidora', 'Soto', 'Salar Cosmética', 'Antofagasta', 'Calama', 'Director'],
  ['Antonia', 'Contreras', 'Huerto Urbano', 'Metropolitana de Santiago', 'Ñuñoa', 'Dueño'],
  ['Valeria', 'Silva', 'Panadería Doña Vale', 'Biobío', 'Concepción', 'Dueño'],
  [
    'Josefa',
    'Martínez',
    'Vinos del Valle',
    "Libertador General Bernardo O'Higgins",
    'Santa Cruz',
    'Gerente Financiero',
  ],
  [
    'Paula',
    'Sepúlveda',
    'Lanas Patagonia',
    'Magallanes y de la Antártica Chilena',
    'Punta Arenas',
    'Socio',
  ],
  ['Camila', 'Morales', 'Turismo Elqui', 'Coquimbo', 'Vicuña', 'Dueño'],
  ['Francisca', 'López', 'Mermeladas Chillán', 'Ñuble', 'Chillán', 'Dueño'],
  ['Macarena', 'Fuentes', 'Artesanía Mapuche Rayen', 'La Araucanía', 'Villarrica', 'Socio'],
  [
    'Ignacia',
    'Hernández',
    'Peluquería Estilo',
    'Metropolitana de Santiago',
    'Puente Alto',
    'Dueño',
  ],
  ['Bárbara', 'Torres', 'Ferretería Torres', 'Atacama', 'Copiapó', 'Gerente General'],
  ['Trinidad', 'Araya', 'Quesos de Valdivia', 'Los Ríos', 'Valdivia', 'Dueño'],
  ['Sofía', 'Espinoza', 'Textiles Iquique', 'Tarapacá', 'Iquique', 'Vendedor'],
  [
    'Florencia',
    'Valenzuela',
    'Aysén Aventura',
    'Aysén del General Carlos Ibáñez del Campo',
    'Coyhaique',
    'Dueño',
  ],
  ['Martina', 'Castillo', 'Diseño Castillo', 'Valparaíso', 'Valparaíso', 'Líder tecnológico'],
  [
    'Agustina',
    'Vargas',
    'Repostería Dulce Hogar',
    'Metropolitana de Santiago',
    'La Florida',
    'Dueño',
  ],
  ['Emilia', 'Cortés', 'Flores del Maule', 'Maule', 'Talca', 'Supervisor'],
  ['Renata', 'Tapia', 'Mariscos Tapia', 'Biobío', 'Talcahuano', 'Socio'],
  ['Amanda', 'Gutiérrez', 'Joyas de Cobre', 'Antofagasta', 'Antofagasta', 'Dueño'],
  // 24 onwards: their diagnostics, line and state are in `laterPymes` below.
  ['Gabriela', 'Navarro', 'Empanadas La Negra', 'Coquimbo', 'La Serena', 'Dueño'],
  ['Carla', 'Ramírez', 'Kuchen de la Abuela', 'Los Lagos', 'Frutillar', 'Socio'],
  [
    'Natalia',
    'Pizarro',
    'Taller de Bicicletas Ruedas',
    'Metropolitana de Santiago',
    'Providencia',
    'Dueño',
  ],
  ['Loreto', 'Carrasco', 'Aceite de Oliva Huasco', 'Atacama', 'Huasco', 'Gerente General'],
  ['Pía', 'Sandoval', 'Chocolates Puerto Varas', 'Los Lagos', 'Puerto Varas', 'Dueño'],
  ['Romina', 'Álvarez', 'Lavandería Burbujas', 'Valparaíso', 'Quilpué', 'Operador'],
  ['Claudia', 'Figueroa', 'Verdulería Don Lucho', 'Biobío', 'Los Ángeles', 'Vendedor'],
  ['Andrea', 'Jara', 'Hostal Chiloé', 'Los Lagos', 'Castro', 'Dueño'],
  [
    'Marcela',
    'Vidal',
    'Estudio Contable Vidal',
    'Metropolitana de Santiago',
    'Las Condes',
    'Gerente Financiero',
  ],
  ['Patricia', 'Riquelme', 'Frutos Secos del Maule', 'Maule', 'Linares', 'Socio'],
  ['Verónica', 'Bravo', 'Cervecería Austral', 'Los Ríos', 'La Unión', 'Director'],
  [
    'Yasna',
    'Oyarzún',
    'Pastelería Magallánica',
    'Magallanes y de la Antártica Chilena',
    'Natales',
    'Dueño',
  ],
  [
    'Teresa',
    'Cáceres',
    'Bordados Rancagua',
    "Libertador General Bernardo O'Higgins",
    'Rancagua',
    'Facilitador',
  ],
  ['Alejandra', 'Orellana', 'Minimarket El Sol', 'Tarapacá', 'Alto Hospicio', 'Vendedor'],
  ['Carmen', 'Saavedra', 'Artesanías del Loa', 'Antofagasta', 'San Pedro de Atacama', 'Socio'],
  [
    'Lorena',
    'Bustos',
    'Peluquería Canina Patitas',
    'Metropolitana de Santiago',
    'Puente Alto',
    'Dueño',
  ],
  ['Mónica', 'Salazar', 'Imprenta Salazar', 'Biobío', 'Coronel', 'Supervisor'],
  [
    'Viviana',
    'Aguilera',
    'Conservas de Mar',
    'Aysén del General Carlos Ibáñez del Campo',
    'Aysén',
    'Dueño',
  ],
  ['Susana', 'Parra', 'Café de Grano Parra', 'Valparaíso', 'San Antonio', 'Líder tecnológico'],
  ['Elena', 'Maldonado', 'Tejas y Ladrillos Maldonado', 'La Araucanía', 'Angol', 'Gerente General'],
  ['Ximena', 'Campos', 'Helados Artesanales Polar', 'Arica y Parinacota', 'Putre', 'Dueño'],
];

/**
 * Pymes 24 to 44, in order: how many diagnostics they answered, the status of
 * their training line (null: no line) and whether they are enabled.
 */
const laterPymes: [done: number, status: string | null, enabled: boolean][] = [
  [3, 'TRAINING', true], // 24 Empanadas La Negra
  [2, 'MENTORING', true], // 25 Kuchen de la Abuela
  [1, null, true], // 26 Taller de Bicicletas Ruedas
  [3, 'ONLYDIAG', true], // 27 Aceite de Oliva Huasco
  [2, 'NA', true], // 28 Chocolates Puerto Varas
  [0, null, false], // 29 Lavandería Burbujas
  [3, 'TRAINING', true], // 30 Verdulería Don Lucho
  [1, null, true], // 31 Hostal Chiloé
  [2, 'ACCEPTED', true], // 32 Estudio Contable Vidal
  [3, 'MENTORING', true], // 33 Frutos Secos del Maule
  [0, null, true], // 34 Cervecería Austral
  [2, 'DESERTER', true], // 35 Pastelería Magallánica
  [3, 'NA', true], // 36 Bordados Rancagua
  [1, null, false], // 37 Minimarket El Sol
  [0, null, true], // 38 Artesanías del Loa
  [2, 'TRAINING', true], // 39 Peluquería Canina Patitas
  [3, 'ONLYDIAG', true], // 40 Imprenta Salazar
  [2, 'DESERTER', false], // 41 Conservas de Mar
  [1, null, true], // 42 Café de Grano Parra
  [0, null, true], // 43 Tejas y Ladrillos Maldonado
  [3, 'ACCEPTED', true], // 44 Helados Artesanales Polar
];

/** Who looks after which pyme: admin key → pyme indexes. */
const adminPymes: [adminKey: string, pymeIndexes: number[]][] = [
  ['admin', [2, 4, 24, 30, 36]],
  ['superadmin', [3, 7, 25, 33]],
  ['admin-herrera', [5, 27, 32]],
  ['admin-lagos', [8, 39, 44]],
  // A disabled admin still looks after one (the list shows `enabled: false`).
  ['admin-disabled', [6]],
];

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/** The answers a seeded pyme gave to a diagnostic. */
function seededAnswers(index: number): DemoEvaluationResult['answers'] {
  return [
    {
      question_name: '¿Tu negocio tiene presencia en redes sociales?',
      answer_text: index % 2 ? 'Sí' : 'No',
    },
    {
      question_name: '¿Cómo recibes los pagos de tus clientes?',
      answer_text: 'Transferencia y efectivo',
    },
    {
      question_name: '¿Cuántas personas trabajan en tu negocio?',
      answer_text: String(1 + (index % 5)),
    },
  ];
}

/** Every [region, commune] pair, for the generated pymes to cycle through. */
const places: [region: string, commune: string][] = regions.flatMap((region) =>
  region.communes.map((commune): [string, string] => [region.name, commune]),
);
const generatedTrades = [
  'Almacén',
  'Panadería',
  'Taller',
  'Boutique',
  'Ferretería',
  'Cafetería',
  'Artesanía',
  'Verdulería',
  'Librería',
  'Botillería',
  'Estudio',
  'Servicios',
];
/** The statuses generated lines cycle through: each one the admins can choose, and FINISHED. */
const generatedStatuses = [
  'NA',
  'DESERTER',
  'TRAINING',
  'MENTORING',
  'ONLYDIAG',
  'ACCEPTED',
  'FINISHED',
];
const generatedAdmins = ['admin', 'superadmin', 'admin-herrera', 'admin-lagos'].map((key) =>
  stableUuid(`user:${key}`),
);

/** A cheap stable id for a generated row: its kind (1 user, 2 pyme, 3 result, 4 line) and number. */
function generatedUuid(kind: number, number: number): string {
  return `0b16${pad(kind)}00-0000-4000-a000-${number.toString(16).padStart(12, '0')}`;
}

/**
 * The big seed's extra pymes (`buildSeed({ pymes })`), numbered from the normal
 * seed's last one: names, trades and places cycle; every third has a line (the
 * statuses cycle), diagnostics answered 0 to 3, every 13th disabled, every 5th
 * looked after by an admin. Cheap per row: no string normalisation, no lookups.
 */
function addGeneratedPymes(data: DemoData, count: number): void {
  const first = data.pymes.length;
  for (let number = first; number < first + count; number += 1) {
    const [firstName, , trade] = entrepreneurs[number % entrepreneurs.length] ?? [];
    const [, lastName] = entrepreneurs[(number * 7) % entrepreneurs.length] ?? [];
    const [region, commune] = places[(number * 13) % places.length] ?? ['', ''];
    const created = `${String(2024 + (number % 3))}-${pad(1 + (number % 12))}-${pad(1 + (number % 28))}T${pad(number % 24)}:${pad(number % 60)}:00`;
    const userUuid = generatedUuid(1, number);
    const pymeUuid = generatedUuid(2, number);
    data.users.push({
      uuid: userUuid,
      email: `pyme${number}@correo.cl`,
      password,
      first_name: firstName ?? 'Ana',
      last_name: lastName ?? 'Pérez',
      rut_user: rut(40_000_000 + number),
      phone_number: `9${String(10_000_000 + number)}`,
      position: 'Dueño',
      is_admin: false,
      is_super: false,
      enabled: true,
      verified: true,
      last_login: null,
      date_joined: created,
    });
    data.pymes.push({
      uuid: pymeUuid,
      user_uuid: userUuid,
      business_name: `${generatedTrades[number % generatedTrades.length] ?? 'Almacén'} ${trade ?? ''} ${number}`,
      rut: rut(90_000_000 + number),
      address: `Avenida Central ${number}`,
      state: region,
      commune,
      enabled: number % 13 !== 0,
      created,
    });
    data.evaluations.slice(0, number % 4).forEach((evaluation, stage) => {
      data.evaluationResults.push({
        uuid: generatedUuid(3, number * 4 + stage),
        pyme_uuid: pymeUuid,
        evaluation_uuid: evaluation.uuid,
        created,
        answers: seededAnswers(number),
      });
    });
    const training = data.trainingLines[number % data.trainingLines.length];
    if (number % 3 === 0 && training) {
      data.lineAssignments.push({
        uuid: generatedUuid(4, number),
        pyme_uuid: pymeUuid,
        training_line_uuid: training.uuid,
        status: generatedStatuses[(number / 3) % generatedStatuses.length] ?? 'NA',
        created,
      });
    }
    const admin = generatedAdmins[number % generatedAdmins.length];
    if (number % 5 === 0 && admin)
      data.adminAssignments.push({ pyme_uuid: pymeUuid, admin_uuid: admin });
  }
}

interface SeedOptions {
  /**
   * The number of pymes (the benchmark's big seed): the normal seed's pymes
   * come first, then generated ones up to this number. Fewer than the normal
   * seed's gives the normal seed.
   */
  pymes?: number;
}

/** The demo entrepreneurs, their pymes, diagnostics, training lines and assignments. */
export function buildSeed(options: SeedOptions = {}): DemoData {
  const users: DemoUser[] = [
    user('superadmin', {
      email: 'superadmin@pymesdigitales.cl',
      first_name: 'Valentina',
      last_name: 'Soto',
      rut_user: rut(13_456_789),
      is_admin: true,
      is_super: true,
      position: 'Director',
    }),
    user('admin', {
      email: 'admin@pymesdigitales.cl',
      first_name: 'Francisca',
      last_name: 'Muñoz',
      rut_user: rut(15_678_901),
      is_admin: true,
      position: 'Gerente General',
    }),
    user('admin-disabled', {
      email: 'exadmin@pymesdigitales.cl',
      first_name: 'Rocío',
      last_name: 'Navarro',
      rut_user: rut(16_789_012),
      is_admin: true,
      enabled: false,
      position: 'Supervisor',
    }),
    user('admin-herrera', {
      email: 'matias.herrera@pymesdigitales.cl',
      first_name: 'Matías',
      last_name: 'Herrera',
      rut_user: rut(17_890_123),
      is_admin: true,
      position: 'Facilitador',
      date_joined: '2026-04-06T10:00:00',
    }),
    user('admin-lagos', {
      email: 'josefina.lagos@pymesdigitales.cl',
      first_name: 'Josefina',
      last_name: 'Lagos',
      rut_user: rut(18_901_234),
      is_admin: true,
      position: 'Supervisor',
      date_joined: '2026-05-04T10:00:00',
    }),
  ];

  const pymes: DemoPyme[] = entrepreneurs.map(
    ([first, last, business, region, commune, position], index) => {
      const key = `entrepreneur:${index}`;
      const email =
        index === 0
          ? 'emprendedora@pymesdigitales.cl'
          : index === 1
            ? 'pendiente@pymesdigitales.cl'
            : `${first}.${last}`
                .toLowerCase()
                .normalize('NFD')
                .replace(/[\u0300-\u036f]/g, '')
                .concat('@correo.cl');
      const month = pad(1 + (index % 10));
      const day = pad(3 + ((index * 7) % 25));
      const entrepreneur = user(key, {
        email,
        first_name: first,
        last_name: last,
        rut_user: rut(11_000_000 + index * 345_679),
        phone_number: `9${String(61_234_567 + index * 1_111).slice(0, 8)}`,
        position,
        verified: index !== 1,
        last_login: index === 0 ? '2026-11-20T09:15:00' : null,
        date_joined: `2026-${month}-${day}T1${index % 10}:2${index % 6}:00`,
      });
      users.push(entrepreneur);
      return {
        uuid: stableUuid(`pyme:${index}`),
        user_uuid: entrepreneur.uuid,
        business_name: business,
        rut: rut(76_000_000 + index * 123_457),
        address: `Calle ${['Los Aromos', 'Prat', "O'Higgins", 'Freire', 'Baquedano', 'Colón'][index % 6]} ${100 + index * 37}`,
        state: region,
        commune,
        enabled: index < 24 ? index !== 15 : (laterPymes[index - 24]?.[2] ?? true),
        created: `2026-${month}-${day}T1${index % 10}:2${index % 6}:00`,
      };
    },
  );

  const evaluations: DemoEvaluation[] = [
    ['Etapa 1: Tu negocio hoy', 'etapa-1', 15],
    ['Etapa 2: Ventas y clientes', 'etapa-2', 20],
    ['Etapa 3: Procesos y herramientas digitales', 'etapa-3', 15],
  ].map(([name, formId, duration], index) => ({
    uuid: stableUuid(`evaluation:${String(index)}`),
    name: `Diagnóstico de madurez digital · ${String(name)}`,
    form_id: String(formId),
    duration: Number(duration),
    order_number: index + 1,
    order_name: `Etapa ${String(index + 1)}`,
    amount: 1,
    enabled: true,
  }));

  const trainingLineTypes = [
    'Marketing digital',
    'Comercio electrónico',
    'Gestión y finanzas',
    'Herramientas digitales',
  ].map((name) => ({ uuid: stableUuid(`type:${name}`), name }));

  const trainingLineRows: [
    name: string,
    slug: string,
    type: number,
    provider: string,
    description: string,
  ][] = [
    [
      'Vende más en redes sociales',
      'redes-sociales',
      0,
      'Academia Digital Chile',
      'Aprende a planificar contenidos, conocer a tus clientas y convertir seguidores en ventas con Instagram, Facebook y WhatsApp Business.',
    ],
    [
      'Tu tienda en línea en 30 días',
      'tienda-en-linea',
      1,
      'Comercio Conectado',
      'Paso a paso para abrir tu tienda en línea: catálogo, medios de pago, despacho y atención a clientes.',
    ],
    [
      'Finanzas simples para tu pyme',
      'finanzas-simples',
      2,
      'Red de Mentoras',
      'Ordena tus números: flujo de caja, costos, precios y facturación electrónica sin complicarte.',
    ],
    [
      'Herramientas digitales para el día a día',
      'herramientas-digitales',
      3,
      'Academia Digital Chile',
      'Planillas, agenda, correo y almacenamiento en la nube para trabajar mejor y ahorrar tiempo.',
    ],
    [
      'Marca y pitch de ventas',
      'marca-y-pitch',
      0,
      'Red de Mentoras',
      'Construye una marca con identidad y prepara un pitch de ventas de 3 minutos que convenza.',
    ],
    [
      'Automatiza tu atención a clientes',
      'automatiza-atencion',
      3,
      'Comercio Conectado',
      'Respuestas rápidas, catálogos y recordatorios automáticos para atender mejor con menos esfuerzo.',
    ],
  ];
  const trainingLines: DemoTrainingLine[] = trainingLineRows.map(
    ([name, slug, type, provider, description], index) => ({
      uuid: stableUuid(`training:${slug}`),
      name,
      content_id: slug.replace(/-/g, '_'),
      description,
      type: trainingLineTypes[type]?.uuid ?? '',
      image_logo: `/media/trainings/${slug}-logo.svg`,
      image_banner: `/media/trainings/${slug}-banner.svg`,
      is_online: index % 3 !== 2,
      is_automatic_asignation: index < 3,
      provider_name: provider,
      provider_phone: `9${String(71_234_560 + index)}`,
      provider_url: 'https://www.example.cl/',
      content_url: `https://cursos.example.cl/${slug}`,
      content_code: `LDF${String(index + 1).padStart(3, '0')}`,
      content_1: 'Seis clases en línea',
      content_2: 'Material descargable',
      is_active: true,
      created: `2026-0${String(2 + (index % 3))}-1${String(index)}T09:00:00`,
      training_score: Object.fromEntries(
        trainingLineWeightingFields.map((field, position) => [field, (index + position) % 11]),
      ),
    }),
  );

  // Pymes 2 to 13 have taken diagnostics; some of them already follow a training line.
  const evaluationResults: DemoEvaluationResult[] = [];
  const lineAssignments: DemoLineAssignment[] = [];
  const statuses = ['TRAINING', 'MENTORING', 'ACCEPTED', 'ONLYDIAG', 'DESERTER', 'NA'];
  pymes.slice(2, 14).forEach((pyme, index) => {
    const done = 1 + (index % 3);
    evaluations.slice(0, done).forEach((evaluation, stage) => {
      evaluationResults.push({
        uuid: stableUuid(`result:${pyme.uuid}:${evaluation.uuid}`),
        pyme_uuid: pyme.uuid,
        evaluation_uuid: evaluation.uuid,
        created: `2026-10-${pad(5 + index + stage)}T1${String(stage)}:3${String(index % 6)}:00`,
        answers: seededAnswers(index),
      });
    });
    if (done >= 2 && index % 2 === 0) {
      lineAssignments.push({
        uuid: stableUuid(`line:${pyme.uuid}`),
        pyme_uuid: pyme.uuid,
        training_line_uuid: trainingLines[index % trainingLines.length]?.uuid ?? '',
        status: statuses[index % statuses.length] ?? 'NA',
        created: `2026-11-0${String(1 + (index % 9))}T12:00:00`,
      });
    }
  });

  // One entrepreneur (Antonia Contreras, all three diagnostics done) has
  // finished her line, so the demo shows the card's 'Finalizado' state.
  const finishedPyme = pymes[7];
  const finishedLine = trainingLines[3];
  if (finishedPyme && finishedLine) {
    lineAssignments.push({
      uuid: stableUuid(`line:${finishedPyme.uuid}`),
      pyme_uuid: finishedPyme.uuid,
      training_line_uuid: finishedLine.uuid,
      status: 'FINISHED',
      created: '2026-09-15T12:00:00',
    });
  }

  // Pymes 24 to 44: the diagnostics and lines of `laterPymes`.
  laterPymes.forEach(([done, status], offset) => {
    const pyme = pymes[24 + offset];
    if (!pyme) return;
    evaluations.slice(0, done).forEach((evaluation, stage) => {
      evaluationResults.push({
        uuid: stableUuid(`result:${pyme.uuid}:${evaluation.uuid}`),
        pyme_uuid: pyme.uuid,
        evaluation_uuid: evaluation.uuid,
        created: `2026-11-${pad(1 + (offset % 18) + stage)}T0${String(8 + stage)}:1${String(offset % 6)}:00`,
        answers: seededAnswers(offset),
      });
    });
    if (status !== null) {
      lineAssignments.push({
        uuid: stableUuid(`line:${pyme.uuid}`),
        pyme_uuid: pyme.uuid,
        training_line_uuid: trainingLines[offset % trainingLines.length]?.uuid ?? '',
        status,
        created: `2026-11-${pad(2 + (offset % 20))}T15:00:00`,
      });
    }
  });

  const adminAssignments: DemoAdminAssignment[] = adminPymes.flatMap(([adminKey, indexes]) =>
    indexes.flatMap((index) => {
      const pyme = pymes[index];
      return pyme ? [{ pyme_uuid: pyme.uuid, admin_uuid: stableUuid(`user:${adminKey}`) }] : [];
    }),
  );

  const data: DemoData = {
    users,
    pymes,
    evaluations,
    evaluationResults,
    trainingLineTypes,
    trainingLines,
    lineAssignments,
    adminAssignments,
    emailTokens: [],
    outbox: [],
  };
  addGeneratedPymes(data, (options.pymes ?? 0) - pymes.length);
  return data;
}
