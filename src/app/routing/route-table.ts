import type { ComponentType } from 'react';
import { paths, trainingLineFormTypes, trainingLineSuccessTypes } from '@/config/paths';
import type { AppDispatch } from '@/lib/store-hooks';
import type { Access } from '../access';

/** Which frame a screen is drawn in. */
export type LayoutName =
  /** Top bar (public or user, by session) and footer. */
  | 'site'
  /** Same plus the company strip (/dashboard, /formation). */
  | 'entrepreneur'
  /** No navigation: brand and content only. */
  | 'bare'
  /** Admin top bar and sidebar. */
  | 'admin'
  /** Nothing at all (/health-check). */
  | 'none';

export interface AppRoute {
  path: string;
  access: Access;
  layout: LayoutName;
  /** Document title (before " | Pymes Digitales") and the heading of a screen not yet built. */
  title: string;
  /**
   * Loads the screen, in a chunk of its own, when the route is opened:
   * `() => import('@/features/x/pages/y-page').then((module) => module.YPage)`.
   */
  screen?: () => Promise<ComponentType>;
  /**
   * What the screen asks the server for first, started as the route is
   * matched, alongside the screen's chunk and the profile instead of after
   * them (issue 28; src/app/routing/route-data.ts): resolves to a function
   * that dispatches RTK Query's `prefetch` of those endpoints, which the
   * screen's hooks then read from the cache.
   */
  data?: () => Promise<(dispatch: AppDispatch) => void>;
  /**
   * Issue 46, "the frame first": while a stored session's profile is on its
   * way and its last known role may open the route, the layout and the
   * screen draw their frame (heading, introduction, skeletons of the data's
   * size) instead of a spinner. Only for a screen that shows no data and no
   * control that acts while `selectAccessRole` is 'pending', in a layout that
   * does the same and draws `FrameFirstGate` (the entrepreneur's), which
   * decides on the last known role (docs/decisions.md, "Issue 46: the frame
   * first").
   */
  frameFirst?: true;
  /** Accepted values of path parameters; any other value renders the not-found page. */
  params?: Record<string, readonly string[]>;
  /** The admin sidebar's label: the route is a section of the admin area. */
  nav?: string;
  /**
   * Who sees the section in the sidebar when that is narrower than who may
   * open the route (spec §2: "Línea de formación" in the sidebar only for
   * super admins, while the route table lets admins open it).
   */
  navAccess?: Access;
  /** The section (its path) the sidebar marks as current while this screen is open. */
  navSection?: string;
}

/** What `useMatches()` finds on a screen's route: the table entry it was built from. */
export interface ScreenHandle {
  route: AppRoute;
}

export function isScreenHandle(handle: unknown): handle is ScreenHandle {
  return typeof handle === 'object' && handle !== null && 'route' in handle;
}

/** The user's diagnostics, which /dashboard lists and /form looks its diagnostic up in. */
const availableEvaluations = () =>
  import('@/features/diagnostics/diagnostics-api').then(
    (module) => module.prefetchAvailableEvaluations,
  );

/**
 * The route table of spec §2. Exact paths. The order matters only for the
 * admin sidebar, which lists the routes with a `nav` label in this order and
 * shows each role the sections its access lets it open.
 */
export const routeTable: readonly AppRoute[] = [
  {
    path: paths.home,
    access: 'public',
    layout: 'site',
    title: 'Inicio',
    screen: () =>
      import('@/features/public-site/pages/home-page').then((module) => module.HomePage),
  },
  {
    path: paths.aboutUs,
    access: 'public',
    layout: 'site',
    title: 'Nosotros',
    screen: () =>
      import('@/features/public-site/pages/about-page').then((module) => module.AboutPage),
  },
  {
    path: paths.library,
    access: 'public',
    layout: 'site',
    title: 'Biblioteca',
    screen: () =>
      import('@/features/public-site/pages/library-page').then((module) => module.LibraryPage),
  },
  {
    path: paths.terms,
    access: 'public',
    layout: 'site',
    title: 'Términos y condiciones',
    screen: () =>
      import('@/features/public-site/pages/terms-page').then((module) => module.TermsPage),
  },
  {
    path: paths.mujeresEmpresarias,
    access: 'public',
    layout: 'site',
    title: 'Programa Mujeres Empresarias',
    screen: () =>
      import('@/features/public-site/pages/mujeres-empresarias-page').then(
        (module) => module.MujeresEmpresariasPage,
      ),
  },
  {
    path: paths.compite,
    access: 'public',
    layout: 'site',
    title: 'Programa COMPITE',
    screen: () =>
      import('@/features/public-site/pages/compite-page').then((module) => module.CompitePage),
  },
  {
    path: paths.login,
    access: 'guest',
    layout: 'bare',
    title: 'Iniciar sesión',
    screen: () => import('@/features/auth/pages/login-page').then((module) => module.LoginPage),
  },
  {
    path: paths.register,
    access: 'guest',
    layout: 'bare',
    title: 'Registro',
    screen: () =>
      import('@/features/account/pages/register-page').then((module) => module.RegisterPage),
  },
  {
    path: paths.resetPassword,
    access: 'guest',
    layout: 'site',
    title: 'Recuperar contraseña',
    screen: () =>
      import('@/features/account/pages/reset-password-request-page').then(
        (module) => module.ResetPasswordRequestPage,
      ),
  },
  {
    path: paths.resetPasswordToken,
    access: 'public',
    layout: 'site',
    title: 'Nueva contraseña',
    screen: () =>
      import('@/features/account/pages/reset-password-page').then(
        (module) => module.ResetPasswordPage,
      ),
  },
  {
    path: paths.registered,
    access: 'public',
    layout: 'bare',
    title: 'Registro exitoso',
    screen: () =>
      import('@/features/account/pages/registered-page').then((module) => module.RegisteredPage),
  },
  {
    path: paths.successPassword,
    access: 'public',
    layout: 'bare',
    title: 'Cambio de contraseña exitosa',
    screen: () =>
      import('@/features/account/pages/success-password-page').then(
        (module) => module.SuccessPasswordPage,
      ),
  },
  {
    path: paths.successEmail,
    access: 'public',
    layout: 'bare',
    title: 'Email enviado',
    screen: () =>
      import('@/features/account/pages/success-email-page').then(
        (module) => module.SuccessEmailPage,
      ),
  },
  {
    path: paths.accountConfirm,
    access: 'public',
    layout: 'site',
    title: 'Confirmación de cuenta',
    screen: () =>
      import('@/features/account/pages/account-confirm-page').then(
        (module) => module.AccountConfirmPage,
      ),
  },
  {
    path: paths.sendEmailToken,
    access: 'public',
    layout: 'site',
    title: 'Reenviar enlace de validación',
    screen: () =>
      import('@/features/account/pages/send-email-token-page').then(
        (module) => module.SendEmailTokenPage,
      ),
  },
  {
    path: paths.changePassword,
    access: 'private',
    layout: 'site',
    title: 'Cambiar contraseña',
    screen: () =>
      import('@/features/account/pages/change-password-page').then(
        (module) => module.ChangePasswordPage,
      ),
  },
  {
    path: paths.dashboard,
    access: 'normalUser',
    layout: 'entrepreneur',
    title: 'Diagnóstico inicial',
    screen: () =>
      import('@/features/diagnostics/pages/dashboard-page').then((module) => module.DashboardPage),
    data: availableEvaluations,
    frameFirst: true,
  },
  {
    path: paths.formation,
    access: 'normalUser',
    layout: 'entrepreneur',
    title: 'Líneas de Formación',
    screen: () =>
      import('@/features/training-lines/pages/my-training-lines-page').then(
        (module) => module.MyTrainingLinesPage,
      ),
    data: () =>
      import('@/features/training-lines/training-lines-api').then(
        (module) => module.prefetchMyLineAssignments,
      ),
    frameFirst: true,
  },
  {
    path: paths.form,
    access: 'private',
    layout: 'site',
    title: 'Diagnóstico',
    screen: () =>
      import('@/features/diagnostics/pages/form-page').then((module) => module.FormPage),
    // Opened from its address alone, /form finds its diagnostic in this list
    // (from the dashboard the list is in the cache and nothing is sent).
    data: availableEvaluations,
  },
  {
    path: paths.adminPymes,
    access: 'admin',
    layout: 'admin',
    title: 'Pymes',
    nav: 'Pymes',
    screen: () => import('@/features/pymes/list/pymes-page').then((module) => module.PymesPage),
  },
  {
    path: paths.adminPyme,
    access: 'admin',
    layout: 'admin',
    title: 'Ficha de la pyme',
    navSection: paths.adminPymes,
    screen: () => import('@/features/pymes/record/pyme-page').then((module) => module.PymePage),
  },
  {
    path: paths.adminEvaluations,
    access: 'admin',
    layout: 'admin',
    title: 'Diagnósticos de la pyme',
    navSection: paths.adminPymes,
    screen: () =>
      import('@/features/pymes/record/pyme-evaluations-page').then(
        (module) => module.PymeEvaluationsPage,
      ),
  },
  {
    path: paths.adminAnswer,
    access: 'admin',
    layout: 'admin',
    title: 'Respuestas',
    navSection: paths.adminPymes,
    screen: () =>
      import('@/features/pymes/record/pyme-answers-page').then((module) => module.PymeAnswersPage),
  },
  {
    path: paths.adminOverview,
    access: 'admin',
    layout: 'admin',
    title: 'Resumen del programa',
    nav: 'Resumen del programa',
    screen: () =>
      import('@/features/pymes/overview/programme-overview-page').then(
        (module) => module.ProgrammeOverviewPage,
      ),
  },
  {
    path: paths.adminForms,
    access: 'superAdmin',
    layout: 'admin',
    title: 'Formularios',
    nav: 'Formularios',
    screen: () =>
      import('@/features/diagnostics/pages/diagnostic-forms-page').then(
        (module) => module.DiagnosticFormsPage,
      ),
  },
  {
    path: paths.adminAdmins,
    access: 'superAdmin',
    layout: 'admin',
    title: 'Administradores',
    nav: 'Administradores',
    screen: () => import('@/features/admins/pages/admins-page').then((module) => module.AdminsPage),
  },
  {
    // Opened from the avatar menu, not the sidebar (issue 45).
    path: paths.adminConnection,
    access: 'superAdmin',
    layout: 'admin',
    title: 'Conexión con el servidor',
    screen: () =>
      import('@/features/connection/pages/connection-page').then((module) => module.ConnectionPage),
  },
  {
    path: paths.adminTrainingLine,
    access: 'admin',
    layout: 'admin',
    title: 'Líneas de formación',
    nav: 'Línea de formación',
    navAccess: 'superAdmin',
    screen: () =>
      import('@/features/training-lines/pages/training-lines-page').then(
        (module) => module.TrainingLinesPage,
      ),
  },
  {
    path: paths.adminTrainingLineForm,
    access: 'admin',
    layout: 'admin',
    title: 'Formulario de línea de formación',
    params: { type: trainingLineFormTypes },
    navSection: paths.adminTrainingLine,
    screen: () =>
      import('@/features/training-lines/pages/training-line-form-page').then(
        (module) => module.TrainingLineFormPage,
      ),
  },
  {
    path: paths.adminTrainingLineSuccess,
    access: 'admin',
    layout: 'admin',
    title: 'Línea de formación guardada',
    params: { type: trainingLineSuccessTypes },
    navSection: paths.adminTrainingLine,
    screen: () =>
      import('@/features/training-lines/pages/training-line-success-page').then(
        (module) => module.TrainingLineSuccessPage,
      ),
  },
  {
    path: paths.healthCheck,
    access: 'public',
    layout: 'none',
    title: 'Estado de la aplicación',
    screen: () => import('../pages/health-check-page').then((module) => module.HealthCheckPage),
  },
];
