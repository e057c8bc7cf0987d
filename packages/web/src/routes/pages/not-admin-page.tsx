import { NotAdmin } from '../access/not-admin.tsx';
import { SignedInFrame } from './admin-layout.tsx';

/** '/' for a signed-in user without an admin role: the top bar (no admin nav) and the advice. */
const NotAdminPage = () => (
  <SignedInFrame>
    <NotAdmin />
  </SignedInFrame>
);
export default NotAdminPage;
