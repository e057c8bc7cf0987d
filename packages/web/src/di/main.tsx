import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@blueprintjs/core/lib/css/blueprint.css';
import '../styles.css';
import { createMessageFormatter } from '@scr/domain';
import { loadRuntimeConfig } from '../config/runtime-config.ts';
import { readStoredLocale } from '../i18n/locale-storage.ts';
import { App } from '../app.tsx';
import { createContainer } from './container.ts';

// The entry point is part of the composition root: it is the one place that builds the container
// (components reach it only through the React context of src/deps/, lint keeps them out of src/di/).
const root = createRoot(document.getElementById('root')!);

// The runtime config comes first: the API base, product name and build flags are not baked in.
void loadRuntimeConfig().match(
  (config) => {
    document.title = config.productName;
    root.render(
      <StrictMode>
        <App container={createContainer({ config })} />
      </StrictMode>,
    );
  },
  (error) => {
    console.error('Runtime config', error);
    const message = createMessageFormatter(readStoredLocale()).format({ id: 'app.config.error' });
    root.render(
      <p className="scr-page" role="alert">
        {message}
      </p>,
    );
  },
);
