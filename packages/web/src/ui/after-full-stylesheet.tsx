import { Suspense, use, type ReactNode } from 'react';
import { fullStylesheetReady } from './full-stylesheet.ts';

const Gate = ({ children }: { children: ReactNode }) => {
  const pending = fullStylesheetReady();
  if (pending) use(pending);
  return children;
};

/**
 * An overlay (dialog, drawer, toaster) shows once Blueprint's whole stylesheet is in: the login
 * screen paints without it (ui/full-stylesheet.ts), and an overlay drawn before it would flash
 * unstyled. Nothing else waits: the gate has its own Suspense boundary. Where the sheet is in, it
 * renders the overlay at once.
 */
export const AfterFullStylesheet = ({ children }: { children: ReactNode }) => (
  <Suspense fallback={null}>
    <Gate>{children}</Gate>
  </Suspense>
);
