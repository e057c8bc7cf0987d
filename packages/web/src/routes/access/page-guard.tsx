import type { ReactNode } from 'react';
import { AccessDenied } from './access-denied.tsx';

/** Shows the page when the access rules allow it, else Access denied. The decision comes in as a prop. */
export const PageGuard = ({ allowed, children }: { allowed: boolean; children: ReactNode }) =>
  allowed ? <>{children}</> : <AccessDenied />;
