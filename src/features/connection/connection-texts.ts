import type { ListShape, MediaStyle, MomentStyle, ResourceName } from '@/api/edge/detections';
import { PYME_DETAIL, PYME_LIST, PYME_SEARCH } from '@/api/edge/pymes';

/** What the page can say of a resource: the readings of the spec's gaps that apply to it. */
export type Facet = 'lists' | 'names' | 'moments' | 'media' | 'additions' | 'filtersHere';

/** An addition of ours the app can use on a resource, when an answer shows it honoured. */
export type Addition =
  | { kind: 'call'; key: string; label: string; whenKnown: string }
  | { kind: 'filter'; endpoint: string; filter: string; label: string; whenKnown: string };

export interface ResourceTexts {
  /** The resource's name, as the page's heading. */
  name: string;
  /** The endpoints it is read and written through, as a support person would look them up. */
  endpoints: string;
  /** What the page can say of it (the rest does not change between backends). */
  facets: readonly Facet[];
  /** When the app learns what is still unknown. */
  learnedWhen: string;
  /** The additions of ours it may honour (docs/api-contract.md, "ours"). */
  additions?: readonly Addition[];
}

/** The resources in the order the page shows them, with their words. */
export const resourceTexts: Readonly<Record<ResourceName, ResourceTexts>> = {
  pymes: {
    name: 'Pymes',
    endpoints: 'api/pymes/pyme/, api/pymes/pyme-search/',
    facets: ['lists', 'names', 'moments', 'additions', 'filtersHere'],
    learnedWhen: 'Se aprende al abrir la lista de pymes o la ficha de una pyme.',
    additions: [
      {
        kind: 'call',
        key: PYME_DETAIL,
        label: 'Leer una pyme por su identificador',
        whenKnown: 'se sabe al abrir la ficha de una pyme',
      },
      {
        kind: 'filter',
        endpoint: PYME_LIST,
        filter: 'enabled',
        label: 'Filtrar las pymes habilitadas o deshabilitadas',
        whenKnown: 'se comprueba al ver las pymes deshabilitadas',
      },
      {
        kind: 'filter',
        endpoint: PYME_SEARCH,
        filter: 'enabled',
        label: 'Filtrar una búsqueda por pymes habilitadas o deshabilitadas',
        whenKnown: 'se comprueba al buscar entre las pymes deshabilitadas',
      },
      {
        kind: 'filter',
        endpoint: PYME_SEARCH,
        filter: 'training',
        label: 'Filtrar una búsqueda por línea de formación',
        whenKnown: 'se comprueba al buscar dentro de una línea de formación',
      },
    ],
  },
  pymeUsers: {
    name: 'Emprendedora de cada pyme',
    endpoints: 'api/pymes/user/',
    facets: [],
    learnedWhen:
      'La especificación da un solo nombre a cada campo de la emprendedora: no hay lectura que detectar. Al guardar, la aplicación comprueba que el servidor guardó lo enviado.',
  },
  adminAssignments: {
    name: 'Administrador de cada pyme',
    endpoints: 'api/pymes/admin/',
    facets: ['lists'],
    learnedWhen: 'Se aprende al abrir la lista de pymes o la ficha de una pyme.',
  },
  trainingLines: {
    name: 'Líneas de formación',
    endpoints: 'api/formations/training/, api/formations/search/, api/formations/type-training/',
    facets: ['lists', 'media', 'filtersHere'],
    learnedWhen: 'Se aprende al abrir las líneas de formación.',
  },
  admins: {
    name: 'Administradores',
    endpoints: 'api/admin/user/, api/admin/user-search/',
    facets: ['lists'],
    learnedWhen: 'Se aprende al abrir la lista de administradores.',
  },
  diagnostics: {
    name: 'Diagnósticos',
    endpoints: 'api/evaluations/evaluation/, api/evaluations/list-ready/, api/user/list-available/',
    facets: ['lists'],
    learnedWhen: 'Se aprende al abrir los formularios o los diagnósticos de una pyme.',
  },
  answers: {
    name: 'Respuestas de los diagnósticos',
    endpoints: 'api/evaluations/evaluated-result/',
    facets: ['moments'],
    learnedWhen:
      'Se aprende al ver las respuestas de una pyme. Esta página no lo consulta: se lee con POST.',
  },
  profile: {
    name: 'Perfil de quien inició sesión',
    endpoints: 'api/users/info/, api/users/profile/',
    facets: ['moments'],
    learnedWhen: 'Se aprende al iniciar sesión.',
  },
  signup: {
    name: 'Registro de emprendedoras',
    endpoints: 'api/users/signup/',
    facets: ['names'],
    learnedWhen:
      'Se aprende cuando alguien se registra en esta sesión. Esta página no lo prueba: registrar crea datos.',
  },
  lineAssignments: {
    name: 'Líneas de la emprendedora',
    endpoints: 'api/formations/formation-line-list/',
    facets: ['lists', 'moments', 'media'],
    learnedWhen: 'Se aprende cuando una emprendedora abre sus líneas de formación.',
  },
  associations: {
    name: 'Línea asignada a una pyme',
    endpoints: 'api/formations/formation-line/',
    facets: ['names'],
    learnedWhen:
      'Se aprende al asignar una línea a una pyme. Esta página no lo prueba: asignar cambia datos.',
  },
};

/** The page's order of the resources. */
export const resourceOrder = Object.keys(resourceTexts) as ResourceName[];

export const unknownYet = 'No sabemos todavía';

export const listShapeWords: Readonly<Record<ListShape, string>> = {
  paged: 'paginada',
  plain: 'lista simple',
};

export const listShapeDetails: Readonly<Record<ListShape, string>> = {
  paged: '(count, next, previous y results)',
  plain: '(todas las filas en un arreglo)',
};

export const momentWords: Readonly<Record<MomentStyle, string>> = {
  offset: 'con zona horaria (se muestran en tu hora)',
  local: 'sin zona horaria (se muestran tal como llegan)',
  parts: 'como fecha y hora por separado ({date, hour}), tal como llegan',
};

export const mediaWords: Readonly<Record<MediaStyle, string>> = {
  absolute: 'direcciones completas (http… o https…), que se usan tal como llegan',
  path: 'rutas (/media/…), que se unen a la dirección de la API',
};

export const facetTitles: Readonly<Record<Facet, string>> = {
  lists: 'Listas',
  names: 'Nombres de los campos',
  moments: 'Fechas y horas',
  media: 'Imágenes y archivos',
  additions: 'Propuestas nuestras',
  filtersHere: 'Filtros aplicados en el navegador',
};
