// Presence service, auth: log in (with a password or a social sign-in token), register, verify the email
// address, reset the password, refresh, log out and the signed-in user.
import { endpoint } from '../endpoint.js';
import {
  CODE_FAILURE_LIMIT,
  LIMIT_WINDOW_MINUTES,
  MAIL_REQUESTS_PER_CLIENT,
  MAIL_REQUESTS_PER_EMAIL,
} from '../identity-limits.js';
import { OAUTH_NETWORK_NAMES } from '../oauth-networks.js';

/** The mail calls' shared limit, in words. */
const MAIL_LIMITS =
  `${MAIL_REQUESTS_PER_EMAIL} mail requests per address and ${MAIL_REQUESTS_PER_CLIENT} per client in ` +
  `${LIMIT_WINDOW_MINUTES} minutes`;

export const login = endpoint({
  method: 'POST',
  service: 'auth',
  path: '/login',
  login: 'none',
  spec: true,
  summary:
    'Log in with email and password (failures slow down the account on that client, and are limited per ' +
    'client and, against guessing from many addresses, per account)',
  schema: ({ presenceAuth, responses }) => ({
    body: presenceAuth.LoginBody,
    response: {
      200: presenceAuth.SessionAnswer,
      ...responses.bodyErrors,
      ...responses.signedIn,
      ...responses.rateLimited,
    },
  }),
});

export const externalLogin = endpoint({
  method: 'POST',
  service: 'auth',
  path: '/external',
  login: 'none',
  spec: true,
  summary: 'Social sign-in with an access token from the OAuth stand-in page; same answer as login',
  description:
    `network is a hello.js network name (${OAUTH_NETWORK_NAMES.join(', ')}); an unknown one answers 400 ` +
    'invalid_request. A token the stand-in did not issue for that network, an expired one (10 minutes by ' +
    'the simulator clock) or one used before answers 401 invalid_token; so does every token when the ' +
    'stand-in is off (SIM_OAUTH_STANDIN).',
  schema: ({ oauth, presenceAuth, responses }) => ({
    body: oauth.ExternalLoginBody,
    response: { 200: presenceAuth.SessionAnswer, ...responses.bodyErrors, ...responses.signedIn },
  }),
});

export const register = endpoint({
  method: 'POST',
  service: 'auth',
  path: '/register',
  login: 'none',
  spec: true,
  summary: `Create an account (same answer whether or not the address has one; ${MAIL_LIMITS})`,
  description:
    'A new address gets an unverified account and a verification code in the outbox; an address that ' +
    'already has an account gets a mail saying someone tried to register, with a link to reset the ' +
    'password (kind registration_attempt). Either way 202 {accepted: true}. Counts as a mail request.',
  schema: ({ presenceAuth, responses }) => ({
    body: presenceAuth.RegisterBody,
    response: { 202: presenceAuth.Accepted, ...responses.bodyErrors, ...responses.rateLimited },
  }),
});

export const resendVerification = endpoint({
  method: 'POST',
  service: 'auth',
  path: '/verify/resend',
  login: 'none',
  spec: false,
  summary: `Send a new verification code (same answer whether or not the account exists; ${MAIL_LIMITS})`,
  schema: ({ presenceAuth, responses }) => ({
    body: presenceAuth.EmailBody,
    response: { 202: presenceAuth.Accepted, ...responses.bodyErrors, ...responses.rateLimited },
  }),
});

export const verifyEmail = endpoint({
  method: 'POST',
  service: 'auth',
  path: '/verify/:code',
  login: 'none',
  spec: true,
  summary:
    'Verify an email address with the code from the mail (single use, 24 hours; ' +
    `${CODE_FAILURE_LIMIT} wrong codes per client in ${LIMIT_WINDOW_MINUTES} minutes)`,
  schema: ({ presenceAuth, responses }) => ({
    params: presenceAuth.CodeParam,
    response: { 200: presenceAuth.Verified, ...responses.bodyErrors, ...responses.rateLimited },
  }),
});

export const forgotPassword = endpoint({
  method: 'POST',
  service: 'auth',
  path: '/password/forgot',
  login: 'none',
  spec: true,
  summary: `Mail a password-reset code (same answer whether or not the account exists; ${MAIL_LIMITS})`,
  schema: ({ presenceAuth, responses }) => ({
    body: presenceAuth.EmailBody,
    response: { 202: presenceAuth.Accepted, ...responses.bodyErrors, ...responses.rateLimited },
  }),
});

export const resetPassword = endpoint({
  method: 'POST',
  service: 'auth',
  path: '/password/reset/:code',
  login: 'none',
  spec: true,
  summary:
    'Set a new password with the code from the mail (single use, 30 minutes; ' +
    `${CODE_FAILURE_LIMIT} wrong codes per client in ${LIMIT_WINDOW_MINUTES} minutes); ends every session`,
  schema: ({ presenceAuth, responses }) => ({
    params: presenceAuth.CodeParam,
    body: presenceAuth.NewPasswordBody,
    response: { 200: presenceAuth.PasswordResetDone, ...responses.bodyErrors, ...responses.rateLimited },
  }),
});

export const changePassword = endpoint({
  method: 'POST',
  service: 'auth',
  path: '/password/change',
  login: 'required',
  spec: false,
  summary:
    'Change the signed-in user’s password with the current one; ends every other session of the user and ' +
    'mails the owner (limited as login is)',
  description:
    'A wrong current password answers 400 current_password_wrong (details: field currentPassword) and counts ' +
    'as a failed login of the account from that client; a new password the policy refuses answers 400 ' +
    'weak_password (details: field newPassword). On success the session that asked stays, every other one ' +
    'answers 401 session_revoked, and a password_changed mail (with a reset link, for an owner who did not ' +
    'do it) goes to the account’s address.',
  schema: ({ presenceAuth, responses }) => ({
    body: presenceAuth.ChangePasswordBody,
    response: {
      200: presenceAuth.PasswordChanged,
      ...responses.bodyErrors,
      ...responses.signedIn,
      ...responses.rateLimited,
    },
  }),
});

export const refresh = endpoint({
  method: 'POST',
  service: 'auth',
  path: '/refresh',
  login: 'none',
  spec: true,
  summary: 'New tokens for a refresh token; the old one stops working (presenting it again ends the session)',
  schema: ({ presenceAuth, responses }) => ({
    body: presenceAuth.RefreshBody,
    response: { 200: presenceAuth.SessionAnswer, ...responses.bodyErrors, ...responses.signedIn },
  }),
});

export const logout = endpoint({
  method: 'GET',
  service: 'auth',
  path: '/logout',
  login: 'required',
  spec: true,
  summary: 'End this session, or every session of the user with ?scope=all',
  schema: ({ presenceAuth, responses }) => ({
    querystring: presenceAuth.LogoutQuery,
    response: { 200: presenceAuth.LoggedOut, ...responses.guardedErrors, ...responses.signedIn },
  }),
});

export const currentUser = endpoint({
  method: 'GET',
  service: 'auth',
  path: '/user',
  login: 'required',
  spec: true,
  summary: 'The signed-in user',
  schema: ({ presenceAuth, responses }) => ({
    response: { 200: presenceAuth.CurrentUser, ...responses.guardedErrors, ...responses.signedIn },
  }),
});
