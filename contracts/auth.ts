import { z } from 'zod';
import { route } from './http/route.js';
import { role } from './roles.js';

const email = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(254, 'Email must be at most 254 characters')
  .pipe(z.email({ error: 'Please enter a valid email address' }));

/** Refused at registration and on any password change (the list is checked on the server: it is large). */
export const COMMON_PASSWORD_MESSAGE = 'This password is too common. Choose another one.';

export const registerRequest = z.object({
  fullName: z.string({ error: 'Full name is required' }).trim().min(1, 'Full name is required').max(120, 'Full name must be at most 120 characters'),
  email,
  password: z
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    .min(6, 'Password must be at least 6 characters')
    .max(200, 'Password must be at most 200 characters'),
  /** From an invitation link: join the inviting workspace instead of creating one (docs/product.md#teams). */
  inviteToken: z.string().min(1).max(200).optional(),
});
export type RegisterRequest = z.infer<typeof registerRequest>;

export const loginRequest = z.object({
  email,
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(200, 'Password must be at most 200 characters'),
});
export type LoginRequest = z.infer<typeof loginRequest>;

export const user = z.object({
  id: z.string(),
  email: z.string(),
  fullName: z.string(),
  /** The session's current workspace, and the user's role there (docs/product.md#teams). */
  workspaceId: z.string(),
  role,
  avatarUrl: z.string().nullable(),
});
export type User = z.infer<typeof user>;

export const userResponse = z.object({ user });
export type UserResponse = z.infer<typeof userResponse>;

/**
 * Who is signed in, asked without failing: `user` null when nobody is (or the access cookie lapsed),
 * `refreshable` when a refresh cookie is there to try (so a signed-out visitor's pages make no
 * request that fails, and a returning one is still signed in after one refresh).
 */
export const sessionResponse = z.object({ user: user.nullable(), refreshable: z.boolean() });
export type SessionResponse = z.infer<typeof sessionResponse>;

/** What a signed-out page needs to know about this install: whether its landing page offers the beta waitlist. */
export const publicConfigResponse = z.object({ waitlist: z.boolean() });
export type PublicConfig = z.infer<typeof publicConfigResponse>;

export const waitlistRequest = z.object({
  email,
  name: z.string().trim().max(120, 'Name must be at most 120 characters').optional(),
  company: z.string().trim().max(160, 'Company must be at most 160 characters').optional(),
});
export type WaitlistRequest = z.infer<typeof waitlistRequest>;

export const waitlistResponse = z.object({ ok: z.literal(true) });

/** Sign-up, sign-in and the session: public routes (the session's cookies are set and cleared here). */
export const authApi = {
  register: route({ method: 'POST', path: '/api/auth/register', auth: 'public', summary: 'Create an account and its workspace, or with `inviteToken` join the inviting workspace', body: registerRequest, status: 201, response: userResponse }),
  login: route({ method: 'POST', path: '/api/auth/login', auth: 'public', summary: 'Sign in: sets the session cookies', body: loginRequest, response: userResponse }),
  refresh: route({ method: 'POST', path: '/api/auth/refresh', auth: 'public', summary: 'Rotate the session cookies with the refresh cookie', response: userResponse }),
  logout: route({ method: 'POST', path: '/api/auth/logout', auth: 'public', summary: 'Sign out: ends the session and clears its cookies', status: 204 }),
  me: route({ method: 'GET', path: '/api/auth/me', permission: 'self.manage', summary: 'The signed-in user', response: userResponse }),
  session: route({ method: 'GET', path: '/api/auth/session', auth: 'public', summary: 'The signed-in user or null (never a 401), and whether a refresh cookie is there', response: sessionResponse }),
  publicConfig: route({ method: 'GET', path: '/api/public-config', auth: 'public', summary: 'What signed-out pages show on this install (the beta waitlist or not)', response: publicConfigResponse }),
  joinWaitlist: route({ method: 'POST', path: '/api/waitlist', auth: 'public', summary: 'Join the waitlist', body: waitlistRequest, status: 201, response: waitlistResponse }),
};
