import { PasswordResetView } from '../../features/links/password-reset-view.tsx';

/** /password-reset/{passwordResetId}?jwt=: the reset-password page (product-reference §2.1). */
export const PasswordResetPage = () => <PasswordResetView />;
export { PasswordResetPage as Component };
