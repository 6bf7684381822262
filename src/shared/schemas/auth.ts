import { z } from 'zod';
import { limits } from '../limits';
import { messages } from '../messages';
import { tooLong } from './common';

export const loginBody = z.object({
  user: z
    .string({ error: 'User name or e-mail is required' })
    .trim()
    .min(1, 'User name or e-mail is required')
    .max(limits.emailMax, tooLong('User name or e-mail', limits.emailMax)),
  password: z
    .string({ error: messages.passwordRequired })
    .min(1, messages.passwordRequired)
    .max(limits.passwordMax, tooLong('Password', limits.passwordMax)),
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

const refreshTokenField = z
  .string({ error: 'Refresh token is required' })
  .min(1, 'Refresh token is required')
  .max(limits.tokenMax, tooLong('Refresh token', limits.tokenMax));

export const refreshBody = z.object({
  token: z.string().max(limits.tokenMax, tooLong('Token', limits.tokenMax)).optional(),
  refreshToken: refreshTokenField,
});

export const logoutBody = z.object({ refreshToken: refreshTokenField });
