import { z } from 'zod';

/** The Album Mockup Builder's scenes (/tools/mockups), each drawn by us around the cover. */
export const MOCKUP_SCENES = ['vinyl', 'cd', 'cassette', 'phone', 'poster'] as const;
export type MockupScene = (typeof MOCKUP_SCENES)[number];

export const MOCKUP_SCENE_NAMES: Record<MockupScene, string> = {
  vinyl: 'Vinyl sleeve',
  cd: 'CD jewel case',
  cassette: 'Cassette and J-card',
  phone: 'Phone, now playing',
  poster: 'Poster on a wall',
};

/** A full-size mockup is a PNG of this size; its preview is a WebP half as wide. */
export const MOCKUP_SIZE = { width: 2000, height: 1500 } as const;

const noNul = (s: string) => !s.includes('\u0000');
const releaseText = (what: string) =>
  z
    .string({ error: `${what} must be text.` })
    .trim()
    .max(100, `${what} must be at most 100 characters.`)
    .refine(noNul, `${what} must not contain NUL characters.`)
    .default('');

/** The query of a mockup: its size, and (for an upload) the lettering the phone and cassette show. */
export const mockupQuerySchema = z.object({
  size: z.enum(['preview', 'full'], { error: 'size must be preview or full.' }).default('full'),
  artist: releaseText('The artist'),
  title: releaseText('The title'),
});
export type MockupQuery = z.infer<typeof mockupQuerySchema>;

export const mockupSceneSchema = z.enum(MOCKUP_SCENES, {
  error: `The scene must be one of ${MOCKUP_SCENES.join(', ')}.`,
});

/** The lettering a scene repeats (the phone's now-playing lines, the cassette's spine); '' leaves it out. */
export interface MockupText {
  artist: string;
  title: string;
}
