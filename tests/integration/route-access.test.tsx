import { waitFor } from '@testing-library/react';
import { matchPath } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { Role } from '@/api/session-slice';
import { routeTable } from '@/app/routing/route-table';
import { renderApp } from '@tests/testing/render-app';

/** `R` renders the screen; a path is where the role is sent instead (spec §2 "Redirects"). */
const R = 'renders';
type Landing = typeof R | '/login' | '/dashboard' | '/admin/pymes';

const roles: readonly Role[] = ['guest', 'user', 'admin', 'superadmin'];

/** Every route of spec §2 with its document title and where each role lands. */
const table: [
  url: string,
  title: string,
  guest: Landing,
  user: Landing,
  admin: Landing,
  superadmin: Landing,
][] = [
  ['/', 'Inicio', R, R, R, R],
  ['/aboutus', 'Nosotros', R, R, R, R],
  ['/library', 'Biblioteca', R, R, R, R],
  ['/terms-and-conditions', 'Términos y condiciones', R, R, R, R],
  ['/mujeresempresarias', 'Programa Mujeres Empresarias', R, R, R, R],
  ['/compite', 'Programa COMPITE', R, R, R, R],
  ['/login', 'Iniciar sesión', R, '/dashboard', '/admin/pymes', '/admin/pymes'],
  ['/register', 'Registro', R, '/dashboard', '/admin/pymes', '/admin/pymes'],
  ['/resetPassword', 'Recuperar contraseña', R, '/dashboard', '/admin/pymes', '/admin/pymes'],
  ['/resetPassword/abc123', 'Nueva contraseña', R, R, R, R],
  ['/registered', 'Registro exitoso', R, R, R, R],
  ['/successPassword', 'Cambio de contraseña exitosa', R, R, R, R],
  ['/successEmail', 'Email enviado', R, R, R, R],
  ['/accountConfirm/abc123', 'Confirmación de cuenta', R, R, R, R],
  ['/sendEmailToken', 'Reenviar enlace de validación', R, R, R, R],
  ['/changePassword', 'Cambiar contraseña', '/login', R, R, R],
  ['/dashboard', 'Diagnóstico inicial', '/login', R, '/admin/pymes', '/admin/pymes'],
  ['/formation', 'Líneas de Formación', '/login', R, '/admin/pymes', '/admin/pymes'],
  ['/form', 'Diagnóstico', '/login', R, R, R],
  ['/admin/pymes', 'Pymes', '/login', '/dashboard', R, R],
  ['/admin/evaluations', 'Diagnósticos de la pyme', '/login', '/dashboard', R, R],
  ['/admin/answer', 'Respuestas', '/login', '/dashboard', R, R],
  ['/admin/training-line', 'Líneas de formación', '/login', '/dashboard', R, R],
  [
    '/admin/training-line-form/Crear/null',
    'Formulario de línea de formación',
    '/login',
    '/dashboard',
    R,
    R,
  ],
  [
    '/admin/training-line-form/Editar/5b0f7c1e-8d2a-4c39-9a51-3f1e2d4c5b6a',
    'Formulario de línea de formación',
    '/login',
    '/dashboard',
    R,
    R,
  ],
  [
    '/admin/training-line-success/Creación',
    'Línea de formación guardada',
    '/login',
    '/dashboard',
    R,
    R,
  ],
  [
    '/admin/training-line-success/Edición',
    'Línea de formación guardada',
    '/login',
    '/dashboard',
    R,
    R,
  ],
  [
    '/admin/pymes/5b0f7c1e-8d2a-4c39-9a51-3f1e2d4c5b6a',
    'Ficha de la pyme',
    '/login',
    '/dashboard',
    R,
    R,
  ],
  ['/admin/resumen', 'Resumen del programa', '/login', '/dashboard', R, R],
  ['/admin/forms', 'Formularios', '/login', '/dashboard', '/admin/pymes', R],
  ['/admin/admins', 'Administradores', '/login', '/dashboard', '/admin/pymes', R],
  ['/admin/conexion', 'Conexión con el servidor', '/login', '/dashboard', '/admin/pymes', R],
  ['/health-check', 'Estado de la aplicación', R, R, R, R],
];

const titleOf = (url: string) => table.find(([path]) => path === url)?.[1];

const cases = table.flatMap(([url, title, ...landings]) =>
  roles.map((role, index) => ({ url, title, role, landing: landings[index] ?? R })),
);

describe('route table', () => {
  it.each(cases)('$role opening $url: $landing', async ({ url, title, role, landing }) => {
    const { router } = renderApp(url, { role });
    const expectedPath = landing === R ? url : landing;
    const expectedTitle = landing === R ? title : titleOf(landing);

    await waitFor(() => {
      expect(router.state.location.pathname).toBe(expectedPath);
    });
    await waitFor(() => {
      expect(document.title).toBe(`${expectedTitle ?? ''} | Pymes Digitales`);
    });
  });

  it('walks every route of the route table', () => {
    const uncovered = routeTable
      .map((route) => route.path)
      .filter((path) => !table.some(([url]) => matchPath(path, url)));
    expect(uncovered).toEqual([]);
  });
});
