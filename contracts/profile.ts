import { z } from 'zod';
import { route } from './http/route.js';

const optionalText = (max: number, label: string) =>
  z.string().max(max, `${label} must be at most ${max} characters`).optional().nullable().transform((v) => (v?.trim() ? v.trim() : null));

export const LINKEDIN_URL_MESSAGE = 'Please enter a valid LinkedIn URL';

/** Empty, or an http(s) URL. */
export function isValidUrl(value: string): boolean {
  try {
    const u = new URL(value);
    return (u.protocol === 'http:' || u.protocol === 'https:') && u.hostname.includes('.');
  } catch {
    return false;
  }
}

export const profileInput = z.object({
  fullName: z.string({ error: 'Full name is required' }).trim().min(1, 'Full name is required').max(120, 'Full name must be at most 120 characters'),
  title: z.string({ error: 'Job title is required' }).trim().min(1, 'Job title is required').max(120, 'Job title must be at most 120 characters'),
  bio: optionalText(2000, 'Bio'),
  linkedinProfile: z
    .string()
    .trim()
    .max(300, 'LinkedIn Profile must be at most 300 characters')
    .optional()
    .nullable()
    .refine((v) => !v || isValidUrl(v), LINKEDIN_URL_MESSAGE)
    .transform((v) => (v ? v : null)),
  emailSignature: optionalText(2000, 'Email Signature'),
});
export type ProfileInput = z.input<typeof profileInput>;

export const profile = z.object({
  id: z.string(),
  fullName: z.string(),
  title: z.string().nullable(),
  bio: z.string().nullable(),
  linkedinProfile: z.string().nullable(),
  emailSignature: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  updatedAt: z.string(),
});
export type Profile = z.infer<typeof profile>;

export const profileResponse = z.object({ profile });

export const profileApi = {
  get: route({ method: 'GET', path: '/api/profile', permission: 'read', summary: 'The signed-in user’s profile', response: profileResponse }),
  update: route({ method: 'PUT', path: '/api/profile', permission: 'self.manage', summary: 'Save the signed-in user’s profile', body: profileInput, response: profileResponse }),
};
