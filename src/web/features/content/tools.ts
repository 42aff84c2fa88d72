import { Disc3, ImageUp, LayoutGrid, Palette, Type, WandSparkles, type LucideIcon } from 'lucide-react';
import type { PageRoute } from '../../../shared/routes.ts';

/** A tool card on /tools (docs/spec.md §3 Tool): where it leads is docs/spec.md §2 'Tools'. */
export interface Tool {
  id: string;
  name: string;
  description: string;
  icon: LucideIcon;
  path: PageRoute;
  /** The card's button: says where it leads. */
  action: string;
  /** The tool's own page, where it has one beside the card's spec'd destination (docs/decisions/016). */
  page?: { path: PageRoute; label: string };
}

export const TOOLS: readonly Tool[] = [
  {
    id: 'prompt-studio',
    name: 'Prompt Studio',
    description:
      'Write your idea in your own words. Soundsleeve refines it into a detailed prompt — genre, mood, palette, composition and lighting — before it draws.',
    icon: WandSparkles,
    path: '/generate',
    action: 'Open Generator',
  },
  {
    id: 'album-mockup-builder',
    name: 'Album Mockup Builder',
    description:
      'See your cover as a vinyl sleeve with the record half out, a CD, a cassette, a phone playing it and a poster on a wall, and download each as a PNG.',
    icon: Disc3,
    path: '/generate',
    action: 'Open Generator',
    page: { path: '/tools/mockups', label: 'Build mockups' },
  },
  {
    id: 'ai-image-enhancer',
    name: 'AI Image Enhancer',
    description:
      'Enlarge a cover or your own picture 2× or 4× with a neural upscaler that draws real detail, with optional denoise and sharpen, and compare it with a plain enlargement before you download the PNG.',
    icon: ImageUp,
    path: '/generate',
    action: 'Open Generator',
    page: { path: '/tools/enhancer', label: 'Enhance an image' },
  },
  {
    id: 'artist-logo-generator',
    name: 'Artist Logo Generator',
    description:
      'Turn your artist name into a logo in one of eighteen treatments made for your genre, from metal thorns to a country banner, with an emblem if you like. Download it as SVG or a transparent PNG.',
    icon: Type,
    path: '/generate',
    action: 'Open Generator',
    page: { path: '/tools/logo', label: 'Design a logo' },
  },
  {
    id: 'color-tone-assistant',
    name: 'Color Tone Assistant',
    description:
      'Read the palette of a cover with its hex codes, build harmonies from it, check how text colours read on it and try the editor’s grades. Or find a palette that suits your sound in our style presets.',
    icon: Palette,
    path: '/styles',
    action: 'Browse Styles',
    page: { path: '/tools/color-tone', label: 'Read a cover' },
  },
  {
    id: 'moodboard-creator',
    name: 'Moodboard Creator',
    description:
      'Collect a direction before you generate: your covers and pictures, gallery covers, style presets, colours and notes on one board you arrange by dragging, share as a read-only link and download as a PNG. Or start from the ready-made cover templates.',
    icon: LayoutGrid,
    path: '/templates',
    action: 'Browse Templates',
    page: { path: '/tools/moodboard', label: 'Build a board' },
  },
];
