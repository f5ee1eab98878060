// The bench's stand-in for the DRF backend in its logged-in mode (issue 28):
// what /dashboard, /formation and /form ask for, for two entrepreneurs told
// apart by their access token, and the account confirmation a visitor's
// /accountConfirm/:token sends (issue 39), answered on loopback with the CORS headers a
// cross-origin backend sends (so the browser's preflights happen, as in
// production). Answers at once: Lighthouse's simulated throttling adds the
// network's round trips to every request, preflights included.
import { createServer } from 'node:http';

/** The access tokens of the two entrepreneurs the bench logs in as. */
export const benchUsers = {
  'con-linea': 'an entrepreneur with a training line, 2 of 3 diagnostics done',
  'sin-linea': 'an entrepreneur without a line, no diagnostic done',
};

const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

function answersFor(token) {
  const withLine = token === 'con-linea';
  const done = withLine ? 2 : 0;
  return {
    '/api/users/info/': {
      user: {
        uuid: `user-${token}`,
        first_name: 'Carolina',
        last_name: 'Pérez',
        email: 'emprendedora@pymesdigitales.cl',
        last_login: { date: '2026-11-20', hour: '09:15' },
      },
      profile: { rut_user: '12345678-5', phone_number: null },
      type_user: { admin: false, is_super: false },
      pyme: { uuid: 'pyme-1', business_name: 'Dulces Carolina', formation_line: withLine },
    },
    '/api/user/list-available/': [1, 2, 3].map((order) => ({
      uuid: `evaluation-${String(order)}`,
      name: ['Etapa 1: Tu negocio hoy', 'Etapa 2: Ventas y clientes', 'Etapa 3: Procesos'][
        order - 1
      ],
      form_id: `etapa-${String(order)}`,
      duration: 15,
      order_number: order,
      is_done: order <= done,
      response_token: null,
    })),
    '/api/formations/formation-line-list/': withLine
      ? [1, 2].map((order) => ({
          uuid: `line-${String(order)}`,
          status: 'ACCEPTED',
          created: '2026-10-01',
          training: {
            uuid: `training-${String(order)}`,
            name: order === 1 ? 'Finanzas simples para tu pyme' : 'Vende por redes sociales',
            description: 'Un curso corto para ordenar tus números y vender más.',
            content_url: 'https://example.cl/curso',
            image_logo: '/media/trainings/logo.png',
            image_banner: '/media/trainings/banner.png',
          },
        }))
      : [],
  };
}

/**
 * Starts the stand-in on a free loopback port (before the build, which needs
 * its address: hence any origin is allowed). `calls` lists what reached it.
 * `delayMs`: how long it takes to answer each call but a preflight (the
 * server's own time; the first-load profile's --api-delay), none by default.
 */
export async function startBenchBackend({ delayMs = 0 } = {}) {
  const calls = [];
  const cors = {
    'Access-Control-Allow-Origin': '*',
    'Access-Control-Allow-Headers': 'Authorization, Content-Type',
    'Access-Control-Allow-Methods': 'GET, POST, PATCH, DELETE',
  };
  const server = createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0] ?? '';
    calls.push(`${request.method ?? ''} ${path}`);
    if (request.method === 'OPTIONS') {
      response.writeHead(204, cors).end();
      return;
    }
    if (delayMs > 0) {
      setTimeout(() => {
        answer(request, response, path);
      }, delayMs);
    } else {
      answer(request, response, path);
    }
  });
  function answer(request, response, path) {
    if (path.startsWith('/media/')) {
      response.writeHead(200, { ...cors, 'Content-Type': 'image/png' }).end(png);
      return;
    }
    if (path === '/api/users/verify/' && request.method === 'PATCH') {
      // /accountConfirm/:token as a visitor opens it: any token confirms.
      response.writeHead(200, { ...cors, 'Content-Type': 'application/json' }).end('{}');
      return;
    }
    const token = (request.headers.authorization ?? '').replace(/^Bearer /, '');
    const answers = answersFor(token);
    const known = token in benchUsers && path in answers;
    response
      .writeHead(known ? 200 : 404, { ...cors, 'Content-Type': 'application/json' })
      .end(JSON.stringify(known ? answers[path] : { detail: 'Not found.' }));
  }
  await new Promise((resolve) => {
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address();
  return {
    apiUrl: `http://127.0.0.1:${String(port)}/`,
    /** Its origin, for a proxy that passes /api/ and /media/ to it (the bench's --same-origin). */
    origin: `http://127.0.0.1:${String(port)}`,
    calls,
    stop: () =>
      new Promise((resolve) => {
        server.close(resolve);
      }),
  };
}
