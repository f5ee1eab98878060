import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { paths, trainingLineFormTypes, trainingLineSuccessTypes } from '@/config/paths';
import type { Access } from '../access';
import { HealthCheckPage } from '../pages/health-check-page';

// Screens, one lazy chunk each (the public pages do not download the areas).
const HomePage = lazy(() =>
  import('@/features/public-site/pages/home-page').then((module) => ({ default: module.HomePage })),
);
const AboutPage = lazy(() =>
  import('@/features/public-site/pages/about-page').then((module) => ({
    default: module.AboutPage,
  })),
);
const LibraryPage = lazy(() =>
  import('@/features/public-site/pages/library-page').then((module) => ({
    default: module.LibraryPage,
  })),
);
const TermsPage = lazy(() =>
  import('@/features/public-site/pages/terms-page').then((module) => ({
    default: module.TermsPage,
  })),
);
const MujeresEmpresariasPage = lazy(() =>
  import('@/features/public-site/pages/mujeres-empresarias-page').then((module) => ({
    default: module.MujeresEmpresariasPage,
  })),
);
const CompitePage = lazy(() =>
  import('@/features/public-site/pages/compite-page').then((module) => ({
    default: module.CompitePage,
  })),
);
const RegisterPage = lazy(() =>
  import('@/features/account/pages/register-page').then((module) => ({
    default: module.RegisterPage,
  })),
);
const RegisteredPage = lazy(() =>
  import('@/features/account/pages/registered-page').then((module) => ({
    default: module.RegisteredPage,
  })),
);
const AccountConfirmPage = lazy(() =>
  import('@/features/account/pages/account-confirm-page').then((module) => ({
    default: module.AccountConfirmPage,
  })),
);
const SendEmailTokenPage = lazy(() =>
  import('@/features/account/pages/send-email-token-page').then((module) => ({
    default: module.SendEmailTokenPage,
  })),
);
const ResetPasswordRequestPage = lazy(() =>
  import('@/features/account/pages/reset-password-request-page').then((module) => ({
    default: module.ResetPasswordRequestPage,
  })),
);
const ResetPasswordPage = lazy(() =>
  import('@/features/account/pages/reset-password-page').then((module) => ({
    default: module.ResetPasswordPage,
  })),
);
const ChangePasswordPage = lazy(() =>
  import('@/features/account/pages/change-password-page').then((module) => ({
    default: module.ChangePasswordPage,
  })),
);
const SuccessPasswordPage = lazy(() =>
  import('@/features/account/pages/success-password-page').then((module) => ({
    default: module.SuccessPasswordPage,
  })),
);
const SuccessEmailPage = lazy(() =>
  import('@/features/account/pages/success-email-page').then((module) => ({
    default: module.SuccessEmailPage,
  })),
);
const DashboardPage = lazy(() =>
  import('@/features/diagnostics/pages/dashboard-page').then((module) => ({
    default: module.DashboardPage,
  })),
);
const FormPage = lazy(() =>
  import('@/features/diagnostics/pages/form-page').then((module) => ({
    default: module.FormPage,
  })),
);
const MyTrainingLinesPage = lazy(() =>
  import('@/features/training-lines/pages/my-training-lines-page').then((module) => ({
    default: module.MyTrainingLinesPage,
  })),
);
const LoginPage = lazy(() =>
  import('@/features/auth/pages/login-page').then((module) => ({ default: module.LoginPage })),
);

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
  /** The screen; lazily loaded so that each area ships in its own chunk. */
  page?: LazyExoticComponent<ComponentType> | ComponentType;
  /** Accepted values of path parameters; any other value renders the not-found page. */
  params?: Record<string, readonly string[]>;
}

/** The route table of spec §2. Exact paths; order does not matter. */
export const routeTable: readonly AppRoute[] = [
  { path: paths.home, access: 'public', layout: 'site', title: 'Inicio', page: HomePage },
  { path: paths.aboutUs, access: 'public', layout: 'site', title: 'Nosotros', page: AboutPage },
  {
    path: paths.library,
    access: 'public',
    layout: 'site',
    title: 'Biblioteca',
    page: LibraryPage,
  },
  {
    path: paths.terms,
    access: 'public',
    layout: 'site',
    title: 'Términos y condiciones',
    page: TermsPage,
  },
  {
    path: paths.mujeresEmpresarias,
    access: 'public',
    layout: 'site',
    title: 'Programa Mujeres Empresarias',
    page: MujeresEmpresariasPage,
  },
  {
    path: paths.compite,
    access: 'public',
    layout: 'site',
    title: 'Programa COMPITE',
    page: CompitePage,
  },
  {
    path: paths.login,
    access: 'guest',
    layout: 'bare',
    title: 'Iniciar sesión',
    page: LoginPage,
  },
  {
    path: paths.register,
    access: 'guest',
    layout: 'bare',
    title: 'Registro',
    page: RegisterPage,
  },
  {
    path: paths.resetPassword,
    access: 'guest',
    layout: 'site',
    title: 'Recuperar contraseña',
    page: ResetPasswordRequestPage,
  },
  {
    path: paths.resetPasswordToken,
    access: 'public',
    layout: 'site',
    title: 'Nueva contraseña',
    page: ResetPasswordPage,
  },
  {
    path: paths.registered,
    access: 'public',
    layout: 'bare',
    title: 'Registro exitoso',
    page: RegisteredPage,
  },
  {
    path: paths.successPassword,
    access: 'public',
    layout: 'bare',
    title: 'Cambio de contraseña exitosa',
    page: SuccessPasswordPage,
  },
  {
    path: paths.successEmail,
    access: 'public',
    layout: 'bare',
    title: 'Email enviado',
    page: SuccessEmailPage,
  },
  {
    path: paths.accountConfirm,
    access: 'public',
    layout: 'site',
    title: 'Confirmación de cuenta',
    page: AccountConfirmPage,
  },
  {
    path: paths.sendEmailToken,
    access: 'public',
    layout: 'site',
    title: 'Reenviar enlace de validación',
    page: SendEmailTokenPage,
  },
  {
    path: paths.changePassword,
    access: 'private',
    layout: 'site',
    title: 'Cambiar contraseña',
    page: ChangePasswordPage,
  },
  {
    path: paths.dashboard,
    access: 'normalUser',
    layout: 'entrepreneur',
    title: 'Diagnóstico inicial',
    page: DashboardPage,
  },
  {
    path: paths.formation,
    access: 'normalUser',
    layout: 'entrepreneur',
    title: 'Líneas de Formación',
    page: MyTrainingLinesPage,
  },
  { path: paths.form, access: 'private', layout: 'site', title: 'Diagnóstico', page: FormPage },
  { path: paths.adminPymes, access: 'admin', layout: 'admin', title: 'Pymes' },
  {
    path: paths.adminEvaluations,
    access: 'admin',
    layout: 'admin',
    title: 'Diagnósticos de la pyme',
  },
  { path: paths.adminAnswer, access: 'admin', layout: 'admin', title: 'Respuestas' },
  {
    path: paths.adminTrainingLine,
    access: 'admin',
    layout: 'admin',
    title: 'Líneas de formación',
  },
  {
    path: paths.adminTrainingLineForm,
    access: 'admin',
    layout: 'admin',
    title: 'Formulario de línea de formación',
    params: { type: trainingLineFormTypes },
  },
  {
    path: paths.adminTrainingLineSuccess,
    access: 'admin',
    layout: 'admin',
    title: 'Línea de formación guardada',
    params: { type: trainingLineSuccessTypes },
  },
  { path: paths.adminForms, access: 'superAdmin', layout: 'admin', title: 'Formularios' },
  { path: paths.adminAdmins, access: 'superAdmin', layout: 'admin', title: 'Administradores' },
  {
    path: paths.healthCheck,
    access: 'public',
    layout: 'none',
    title: 'Estado de la aplicación',
    page: HealthCheckPage,
  },
];
