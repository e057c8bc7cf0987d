import type { ReactNode } from 'react';
import { canOpen, type AdminPage } from '@scr/domain';
import { useSession } from '../../session/session-context.tsx';
import { PageGuard } from './page-guard.tsx';

/** An admin page behind its roles (product-reference §2.1 route table), decided by the domain's access rules. */
export const RequirePage = ({ page, children }: { page: AdminPage; children: ReactNode }) => {
  const { user } = useSession();
  return <PageGuard allowed={canOpen(user?.roles, page)}>{children}</PageGuard>;
};
