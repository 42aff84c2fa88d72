/** The Artist Logo Generator's engine (logo.ts): treatments in src/shared/logo-treatments.ts, emblems in emblems.ts. */
export {
  drawLogoPng,
  drawLogoSvg,
  LogoRequestError,
  PNG_MAX_HEIGHT,
  PNG_MAX_WIDTH,
  unsupportedNameCharacters,
  type LogoRequest,
} from './logo.ts';
export { isLogoEmblem, logoEmblems } from './emblems.ts';
