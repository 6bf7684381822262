import { z } from 'zod';
import { messages } from '../messages';

export const loginBody = z.object({
  user: z
    .string({ error: 'User name or e-mail is required' })
    .trim()
    .min(1, 'User name or e-mail is required'),
  password: z.string({ error: messages.passwordRequired }).min(1, messages.passwordRequired),
});
export type LoginBody = z.infer<typeof loginBody>;

export const sessionResponse = z.object({
  token: z.string(),
  refreshToken: z.string(),
  isReferee: z.boolean(),
  isAdmin: z.boolean(),
  redirectTo: z.string().nullable(),
});
export type Session = z.infer<typeof sessionResponse>;

export const refreshBody = z.object({
  token: z.string().optional(),
  refreshToken: z.string({ error: 'Refresh token is required' }).min(1, 'Refresh token is required'),
});

export const logoutBody = z.object({
  refreshToken: z.string({ error: 'Refresh token is required' }).min(1, 'Refresh token is required'),
});
