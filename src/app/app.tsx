import { useState } from 'react';
import { Provider } from 'react-redux';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { buildRoutes } from './routing/build-routes';
import { makeStore } from './store';

/** The whole app: one store, the browser router over the route table. */
export function App() {
  const [store] = useState(() => makeStore());
  const [router] = useState(() => createBrowserRouter(buildRoutes()));
  return (
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>
  );
}
