import * as z from '../zod';

export const SiteInfoResponseSchema = z.object({ email: z.string(), phone: z.string() });
export type SiteInfo = z.infer<typeof SiteInfoResponseSchema>;
