import { useState } from 'react';
import { Provider } from 'react-redux';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { SlotsProvider, type AppSlots } from '@/lib/slots';
import { buildRoutes } from './routing/build-routes';
import { makeStore } from './store';

/** The whole app: one store, the browser router over the route table, the boot file's slots. */
export function App({ slots }: { slots: AppSlots }) {
  const [store] = useState(() => makeStore());
  const [router] = useState(() => createBrowserRouter(buildRoutes(store)));
  return (
    <Provider store={store}>
      <SlotsProvider slots={slots}>
        <RouterProvider router={router} />
      </SlotsProvider>
    </Provider>
  );
}
