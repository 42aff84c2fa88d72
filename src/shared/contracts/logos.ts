import { z } from 'zod';
import { LOGO_TREATMENT_IDS } from '../logo-treatments.ts';

/** The longest artist name a logo sets, in characters. */
export const LOGO_NAME_MAX = 40;
/** PNG heights the Artist Logo Generator offers; the server takes any from 16 to 4096. */
export const LOGO_PNG_HEIGHTS = [512, 1024, 2048] as const;

/** GET /api/tools/logos/logo.svg|png: the logo to draw. */
export const logoQuerySchema = z.strictObject(
  {
    name: z
      .string({ error: 'Type the artist name.' })
      .trim()
      .min(1, 'Type the artist name.')
      .max(LOGO_NAME_MAX, `The name may be at most ${LOGO_NAME_MAX} characters.`)
      .refine(
        (name) => ![...name].some((ch) => ch.charCodeAt(0) < 32 || ch.charCodeAt(0) === 127),
        'The name may not hold control characters.',
      ),
    treatment: z.enum(LOGO_TREATMENT_IDS, { error: 'Choose one of the treatments.' }),
    emblem: z.string().max(80).optional(),
    colour: z
      .string()
      .regex(/^#[0-9a-fA-F]{6}$/, 'The colour must be a hex code like #ff5533.')
      .optional(),
    height: z.coerce
      .number({ error: 'The height must be a number of pixels.' })
      .int('The height must be a whole number of pixels.')
      .min(16, 'The height must be at least 16 px.')
      .max(4096, 'The height may be at most 4096 px.')
      .default(1024),
    download: z.enum(['1']).optional(),
  },
  { error: 'Ask for a name, a treatment and, if you like, an emblem, a colour and a height.' },
);
export type LogoQuery = z.infer<typeof logoQuerySchema>;
