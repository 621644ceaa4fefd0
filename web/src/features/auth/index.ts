// The auth feature's public face: what other features may use. Other features import this file only, never
// the feature's folders; route modules are not exported (the route table loads them lazily).
export { authKeys } from './api/keys';
export { useSponsorUser } from './api/sponsor-user';
export { ChangePasswordForm } from './components/change-password-form';
export { useSession } from './hooks/use-session';
export { useSignedInQuery } from './hooks/use-signed-in-query';
export { identityErrorMessage } from './model/auth-errors';
export type { FieldErrors } from './model/password-rules';
export { logout, logoutEverywhere, refreshSession } from './session/session-manager';
