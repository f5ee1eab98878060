// The programme terms of spec §1, as the two programme pages show them.
import type { ProgrammeCall } from '@/config/site-content';

/**
 * The spec's call (§1): the programme's terms, shown when the content file
 * gives no call of its own. Its dates are past, so the pages mark it
 * "Convocatoria 2021 cerrada"; its applications are never open.
 */
export const specCall: ProgrammeCall = {
  name: 'Convocatoria 2021',
  timeline: [
    {
      dateTime: '2021-07-12T12:00',
      when: '12 de julio de 2021, 12:00 h',
      what: 'Abren las postulaciones',
    },
    {
      dateTime: '2021-07-27T23:59',
      when: '27 de julio de 2021, 23:59 h',
      what: 'Cierran las postulaciones',
    },
    { dateTime: '2021-07-30', when: '30 de julio de 2021', what: 'Primera selección' },
    {
      dateTime: '2021-08-04',
      when: '4 de agosto',
      until: { dateTime: '2021-09-08', when: '8 de septiembre de 2021' },
      what: 'Formación de las pymes seleccionadas',
    },
    { dateTime: '2021-11-10', when: '10 de noviembre de 2021', what: 'Segunda selección' },
  ],
  applications: { open: false },
};

/** Four criteria, 25% each. */
export const scoring = [
  { weight: '25%', criterion: 'Asistencia', detail: 'Participar en las clases de la formación.' },
  {
    weight: '25%',
    criterion: 'Evaluación de contenidos',
    detail: 'Lo que aprendiste, en pruebas cortas.',
  },
  {
    weight: '25%',
    criterion: 'Plan de herramientas digitales',
    detail: 'Cómo vas a usar lo aprendido en tu negocio.',
  },
  {
    weight: '25%',
    criterion: 'Pitch de ventas',
    detail: 'Un video de 3 minutos presentando tu pyme.',
  },
] as const;

export const requirements = [
  'Ser mayor de 18 años.',
  'Que al menos el 50% del capital de la empresa sea de mujeres, o al menos el 30% si además la empresa tiene representación femenina.',
  'Presentar los últimos seis meses del formulario 29 del SII.',
] as const;

export interface Programme {
  name: string;
  tagline: string;
  intro: string;
  weeks: number;
  /** COMPITE's own terms; empty for the other programme. */
  extras: readonly { value: string; label: string }[];
  mentoring?: {
    firms: number;
    /** What each firm needs to be selected. */
    conditions: readonly string[];
    /** A rule about the selected group as a whole. */
    quota: string;
  };
}

export const mujeresEmpresarias: Programme = {
  name: 'Programa Mujeres Empresarias',
  tagline: 'Formación digital gratuita para pymes lideradas por mujeres',
  intro:
    'Un programa para que las empresarias lleven su negocio al mundo digital: vender en línea, ordenar sus números y usar herramientas que les ahorren tiempo.',
  weeks: 6,
  extras: [],
};

export const compite: Programme = {
  name: 'Programa COMPITE',
  tagline: 'Consultoría y talleres para que tu pyme compita en digital',
  intro:
    'Un programa de consultoría para pymes que quieren dar el salto digital con su equipo: talleres prácticos, acompañamiento y mentorías para las empresas seleccionadas.',
  weeks: 5,
  extras: [
    { value: '2', label: 'participantes por empresa' },
    { value: '5', label: 'talleres prácticos' },
    { value: '40', label: 'empresas seleccionadas para mentoría' },
    { value: '8', label: 'regiones del país' },
  ],
  mentoring: {
    firms: 40,
    conditions: ['Tener 3 o más trabajadores.', 'Vender más de 1.500 UF al año.'],
    quota: 'El 20% de las empresas seleccionadas para mentoría son lideradas por mujeres.',
  },
};
