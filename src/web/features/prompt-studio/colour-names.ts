import { deltaE } from '../../../shared/color.ts';
import { colorNamePhrases } from '../../../shared/lexicon/colors.ts';

let names: { name: string; hex: string }[] | undefined;

/** Every colour name the refiner knows, once each. */
function knownNames() {
  if (!names) {
    const seen = new Map<string, string>();
    for (const [, color] of colorNamePhrases()) if (!seen.has(color.name)) seen.set(color.name, color.hex);
    names = [...seen].map(([name, hex]) => ({ name, hex }));
  }
  return names;
}

/** The closest colour name the refiner knows for a '#rrggbb' colour (perceptual distance). */
export function nearestColourName(hex: string): string {
  let best = knownNames()[0]!;
  let bestDistance = Infinity;
  for (const candidate of knownNames()) {
    const distance = deltaE(hex, candidate.hex);
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best.name;
}
