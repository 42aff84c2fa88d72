import { ERROR_CODES } from '../../../shared/api-error.ts';
import type { LogoQuery } from '../../../shared/contracts/logos.ts';
import { AppError } from '../../http/errors.ts';
import type { RenderPool } from '../../providers/image/render-pool.ts';
import type { EntitlementsService } from '../entitlements/entitlements.service.ts';
import type { Owner } from '../generations/generations.repo.ts';

/**
 * The Artist Logo Generator (/tools/logo): a logo from an artist name in one of the treatments of
 * shared/logo-treatments.ts, drawn as outlines by engine/logos in the render pool, as SVG or a transparent PNG.
 */
export function logosService(deps: {
  renderPool: Pick<RenderPool, 'renderLogo'>;
  entitlements: Pick<EntitlementsService, 'require'>;
}) {
  const { renderPool, entitlements } = deps;
  const draw = async (owner: Owner, query: LogoQuery, format: 'svg' | 'png', signal?: AbortSignal) => {
    await entitlements.require(owner, 'logoGenerator');
    const request = {
      name: query.name,
      treatment: query.treatment,
      ...(query.emblem ? { emblem: query.emblem } : {}),
      ...(query.colour ? { colour: query.colour } : {}),
    };
    const result = await renderPool.renderLogo(request, format, query.height, signal);
    if ('refused' in result) throw new AppError(400, ERROR_CODES.validation, logoRefusal(result.refused));
    return result;
  };
  return {
    async svg(owner: Owner, query: LogoQuery, signal?: AbortSignal): Promise<string> {
      const result = await draw(owner, query, 'svg', signal);
      if (!('svg' in result)) throw new Error('the render pool answered a PNG for an SVG');
      return result.svg;
    },
    async png(owner: Owner, query: LogoQuery, signal?: AbortSignal): Promise<Buffer> {
      const result = await draw(owner, query, 'png', signal);
      if (!('png' in result)) throw new Error('the render pool answered an SVG for a PNG');
      return result.png;
    },
  };
}

/** The engine's reason, as a sentence a person can act on. */
export function logoRefusal(reason: string): string {
  if (reason.startsWith('No typeface can draw'))
    return `${reason}. Write the name in Latin, Greek, Cyrillic or Japanese letters.`;
  if (reason.startsWith('Unknown emblem')) return 'Choose one of the emblems offered, or none.';
  if (reason.includes('too wide')) return 'At that height the logo would be too wide. Choose a smaller height.';
  if (reason.endsWith('nothing to draw')) return 'Type the artist name.';
  return reason.endsWith('.') ? reason : `${reason}.`;
}

export type LogosService = ReturnType<typeof logosService>;
