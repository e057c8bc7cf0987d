/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
// The bundle baseline of `pnpm bench` (architecture §5): a bare React + Blueprint page, a Button that
// opens a Dialog, built by packages/web/vite.config.ts like the app.
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { BlueprintProvider, Button, Dialog, DialogBody } from '@blueprintjs/core';
import '@blueprintjs/core/lib/css/blueprint.css';

const Page = () => {
  const [open, setOpen] = useState(false);
  return (
    <BlueprintProvider>
      <Button intent="primary" text="Open" onClick={() => setOpen(true)} />
      <Dialog isOpen={open} title="Baseline" onClose={() => setOpen(false)}>
        <DialogBody>A bare React + Blueprint page.</DialogBody>
      </Dialog>
    </BlueprintProvider>
  );
};

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Page />
  </StrictMode>,
);
