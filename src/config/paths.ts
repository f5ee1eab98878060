import { generatePath } from 'react-router-dom';

/** Every route of the product (spec §2), in one place. */
export const paths = {
  home: '/',
  aboutUs: '/aboutus',
  library: '/library',
  login: '/login',
  register: '/register',
  resetPassword: '/resetPassword',
  resetPasswordToken: '/resetPassword/:token',
  terms: '/terms-and-conditions',
  mujeresEmpresarias: '/mujeresempresarias',
  compite: '/compite',
  registered: '/registered',
  successPassword: '/successPassword',
  successEmail: '/successEmail',
  accountConfirm: '/accountConfirm/:token',
  sendEmailToken: '/sendEmailToken',
  changePassword: '/changePassword',
  dashboard: '/dashboard',
  formation: '/formation',
  form: '/form',
  adminPymes: '/admin/pymes',
  /** A pyme's page (ours: spec §2 has no route for it). */
  adminPyme: '/admin/pymes/:uuid',
  /** The programme overview (ours). */
  adminOverview: '/admin/resumen',
  adminEvaluations: '/admin/evaluations',
  adminAnswer: '/admin/answer',
  adminTrainingLine: '/admin/training-line',
  adminTrainingLineForm: '/admin/training-line-form/:type/:uuid',
  adminTrainingLineSuccess: '/admin/training-line-success/:type',
  adminForms: '/admin/forms',
  adminAdmins: '/admin/admins',
  /** What the app learned of the backend (ours, issue 45: super admins, from the avatar menu). */
  adminConnection: '/admin/conexion',
  healthCheck: '/health-check',
} as const;

export type TrainingLineFormType = 'Crear' | 'Editar';
export type TrainingLineSuccessType = 'Creación' | 'Edición';

export const trainingLineFormTypes: readonly TrainingLineFormType[] = ['Crear', 'Editar'];
export const trainingLineSuccessTypes: readonly TrainingLineSuccessType[] = ['Creación', 'Edición'];

export function resetPasswordTokenPath(token: string): string {
  return generatePath(paths.resetPasswordToken, { token });
}

export function accountConfirmPath(token: string): string {
  return generatePath(paths.accountConfirm, { token });
}

/** `/admin/training-line-form/Crear/null` or `/admin/training-line-form/Editar/<uuid>`. */
export function trainingLineFormPath(type: TrainingLineFormType, uuid: string | null): string {
  return generatePath(paths.adminTrainingLineForm, { type, uuid: uuid ?? 'null' });
}

export function adminPymePath(uuid: string): string {
  return generatePath(paths.adminPyme, { uuid });
}

export function trainingLineSuccessPath(type: TrainingLineSuccessType): string {
  return generatePath(paths.adminTrainingLineSuccess, { type });
}
