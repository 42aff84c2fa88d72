import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ALLOWED_LICENSES, ART_SETS, FIRST_PARTY_SETS, ICON_SETS } from './assets-manifest.ts';
import { hasAsset, isProceduralAsset, listAssets, loadShape } from './library.ts';
import { lexiconNouns } from './lexicon.ts';
import { resolveNoun } from './resolve.ts';

const require = createRequire(import.meta.url);

function packageFile<T>(name: string, file: string): T {
  const dir = path.dirname(require.resolve(`${name}/package.json`));
  return JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as T;
}

const shipped = new Set<string>([...ICON_SETS.map((s) => s.prefix), ...FIRST_PARTY_SETS.map((s) => s.prefix)]);

describe('the licence manifest', () => {
  it.each([...ICON_SETS, ...ART_SETS].map((set) => [set.prefix, set] as const))(
    '%s: the installed package has the listed version and an allowed licence',
    (_, set) => {
      const info = packageFile<{ prefix: string; license: { spdx: string } }>(set.package, 'info.json');
      const pkg = packageFile<{ version: string }>(set.package, 'package.json');
      expect(info.prefix).toBe(set.prefix);
      expect(pkg.version).toBe(set.version);
      expect(info.license.spdx).toBe(set.license);
      expect(ALLOWED_LICENSES).toContain(info.license.spdx);
    },
  );

  it('lists every set the library draws from', { timeout: 60_000 }, () => {
    const sets = new Set(listAssets().map((a) => a.set));
    expect([...sets].filter((set) => !shipped.has(set))).toEqual([]);
  });

  it('resolves nouns only to shipped or procedural assets', () => {
    const nouns = [...lexiconNouns(), 'marlin', 'aardvark', 'gondola', 'cellphone', 'zeppelin'];
    const outside = nouns
      .map((noun) => resolveNoun(noun)?.asset)
      .filter((asset): asset is string => asset !== undefined)
      .filter((asset) => !isProceduralAsset(asset) && !shipped.has(asset.split(':')[0]!));
    expect(outside).toEqual([]);
  });

  it('draws colour art only from listed art sets, for the set each one accompanies', () => {
    const horse = loadShape('fluent-emoji-high-contrast:horse');
    expect(horse?.art?.svg).toContain('#6d4534');
    expect(horse?.art?.set).toBe('fluent-emoji-flat');
    expect(ART_SETS.map((s) => s.prefix)).toContain(horse?.art?.set);
    // Other sets have no colour companion: their shapes are drawn from the silhouette alone.
    expect(loadShape('mdi:car')?.art).toBeUndefined();
  });

  it('cannot draw from a set it does not list', () => {
    // Installed, popular, and never shipped: keys from such sets must not load.
    expect(hasAsset('lucide:heart')).toBe(false);
    expect(hasAsset('noto:red-heart')).toBe(false);
  });
});
