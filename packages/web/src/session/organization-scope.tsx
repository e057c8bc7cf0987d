import { Fragment, type ReactNode } from 'react';
import { useSession } from './session-context.tsx';

/**
 * The page below mounts afresh when the signed-in organization changes ('Switch organization'): its
 * state and its queries start over for the new organization instead of showing the old one's.
 */
export const OrganizationScope = ({ children }: { children: ReactNode }) => {
  const { user } = useSession();
  return <Fragment key={user?.organizationId ?? 'none'}>{children}</Fragment>;
};
