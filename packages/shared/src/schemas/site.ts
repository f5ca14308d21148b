import * as z from '../zod';
import { SessionUserSchema } from './auth';

export const SiteInfoResponseSchema = z.object({ email: z.string(), phone: z.string() });
export type SiteInfo = z.infer<typeof SiteInfoResponseSchema>;

/** Who is looking at a public page: the signed-in user, or null for a visitor (never a 401). */
export const SiteViewerResponseSchema = z.object({ user: SessionUserSchema.nullable() });
export type SiteViewer = z.infer<typeof SiteViewerResponseSchema>;
