// Presence service, auth (/presence/api/v1/auth): login, registration, verification, password reset,
// refresh, logout and the current user. Pure: the web app imports the types.
import Type, { type Static } from 'typebox';
import { EMAIL_MAX, EMAIL_PATTERN, NAME_MAX } from './identity-rules.js';

/** Request-size guard only; the password policy (contract/identity-rules.ts) answers weak_password. */
export const PASSWORD_INPUT_MAX = 1024;

export const Email = Type.String({ minLength: 3, maxLength: EMAIL_MAX, pattern: EMAIL_PATTERN });
const PasswordInput = Type.String({ minLength: 1, maxLength: PASSWORD_INPUT_MAX });

export const LoginBody = Type.Object(
  { email: Email, password: PasswordInput },
  { additionalProperties: false },
);
export type LoginBody = Static<typeof LoginBody>;

export const SessionUser = Type.Object({ id: Type.Integer(), email: Type.String(), name: Type.String() });
export type SessionUser = Static<typeof SessionUser>;

/** Login, refresh and social sign-in all answer this. */
export const SessionAnswer = Type.Object({
  jwt: Type.String({ description: 'Access token (JWT, HS256, 60 minutes).' }),
  refreshToken: Type.String({ description: 'Opaque; single use, rotated by POST refresh.' }),
  user: SessionUser,
});
export type SessionAnswer = Static<typeof SessionAnswer>;

export const RegisterBody = Type.Object(
  {
    email: Email,
    password: PasswordInput,
    name: Type.String({ minLength: 1, maxLength: NAME_MAX, pattern: '\\S' }),
  },
  { additionalProperties: false },
);
export type RegisterBody = Static<typeof RegisterBody>;

/** A verification or reset code from a mail (8 characters; case does not matter). */
export const CodeParam = Type.Object({
  code: Type.String({ minLength: 1, maxLength: 32, pattern: '^[A-Za-z0-9]+$' }),
});
export type CodeParam = Static<typeof CodeParam>;
export const Verified = Type.Object({ email: Type.String(), verified: Type.Literal(true) });
export type Verified = Static<typeof Verified>;

export const EmailBody = Type.Object({ email: Email }, { additionalProperties: false });
export type EmailBody = Static<typeof EmailBody>;
/** The same answer whether or not the account exists. */
export const Accepted = Type.Object({ accepted: Type.Literal(true) });
export type Accepted = Static<typeof Accepted>;

export const NewPasswordBody = Type.Object({ password: PasswordInput }, { additionalProperties: false });
export type NewPasswordBody = Static<typeof NewPasswordBody>;
export const PasswordResetDone = Type.Object({ email: Type.String() });
export type PasswordResetDone = Static<typeof PasswordResetDone>;

/** POST auth/password/change (an extension): the signed-in user's current password and the new one. */
export const ChangePasswordBody = Type.Object(
  { currentPassword: PasswordInput, newPassword: PasswordInput },
  { additionalProperties: false },
);
export type ChangePasswordBody = Static<typeof ChangePasswordBody>;
export const PasswordChanged = Type.Object({
  email: Type.String(),
  otherSessionsEnded: Type.Integer({
    minimum: 0,
    description: 'How many other sessions of the user ended; the one that asked stays.',
  }),
});
export type PasswordChanged = Static<typeof PasswordChanged>;

export const RefreshBody = Type.Object(
  { refreshToken: Type.String({ minLength: 1, maxLength: 512 }) },
  { additionalProperties: false },
);
export type RefreshBody = Static<typeof RefreshBody>;

export const LogoutQuery = Type.Object(
  {
    scope: Type.Optional(
      Type.Union([Type.Literal('session'), Type.Literal('all')], {
        description: '"all" signs out of every session of the user; default: this session.',
      }),
    ),
  },
  { additionalProperties: false },
);
export type LogoutQuery = Static<typeof LogoutQuery>;
export const LoggedOut = Type.Object({ loggedOut: Type.Literal(true) });
export type LoggedOut = Static<typeof LoggedOut>;

export const CurrentUser = Type.Object({
  id: Type.Integer(),
  email: Type.String(),
  name: Type.String(),
  verified: Type.Boolean(),
  roles: Type.Array(Type.String()),
  features: Type.Array(Type.String()),
  createdAt: Type.String(),
});
export type CurrentUser = Static<typeof CurrentUser>;
