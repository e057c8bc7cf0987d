import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import type { Container } from 'inversify';
import { BlueprintProvider } from '@blueprintjs/core';
import { DepsProvider } from './deps/deps-context.tsx';
import { LocaleProvider } from './i18n/locale-provider.tsx';
import { SessionProvider } from './session/session-context.tsx';
import { routes } from './routes/routes.tsx';

/** The app: container, language and session above the data router of spec §2.1. */
export const App = ({ container }: { container: Container }) => {
  const [router] = useState(() => createBrowserRouter(routes));
  return (
    <DepsProvider container={container}>
      <LocaleProvider>
        <BlueprintProvider>
          <SessionProvider>
            <RouterProvider router={router} />
          </SessionProvider>
        </BlueprintProvider>
      </LocaleProvider>
    </DepsProvider>
  );
};
