import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { TYPEFACE_CATALOG, TYPEFACE_IDS } from '../../shared/typefaces.ts';
import { familyFor } from './faces.ts';
import { FALLBACK_PACKAGES, unsettableCharacters } from './type-fallback.ts';

const root = path.resolve(import.meta.dirname, '../../..');
const manifest = fs.readFileSync(path.join(root, 'docs/assets.md'), 'utf8');
/** Licences that allow a face in a released, sold cover without attribution. */
const RELEASE_SAFE = ['OFL-1.1', 'Apache-2.0'];

describe('typefaces', () => {
  const packages = [...new Set([...TYPEFACE_IDS.map((id) => TYPEFACE_CATALOG[id].pkg), ...FALLBACK_PACKAGES])];

  it('are each licensed for release and listed in docs/assets.md with the licence their package declares', () => {
    for (const pkg of packages) {
      const meta = JSON.parse(
        fs.readFileSync(path.join(root, 'node_modules/@fontsource', pkg, 'package.json'), 'utf8'),
      );
      expect(RELEASE_SAFE, pkg).toContain(meta.license);
      expect(manifest, pkg).toMatch(
        new RegExp(`\\| \`@fontsource/${pkg}\`\\s*\\| ${meta.version}\\s*\\| ${meta.license}\\s*\\|`),
      );
    }
  });

  it('set Latin in every face at every weight the catalogue offers, from the face’s own file', () => {
    for (const id of TYPEFACE_IDS) {
      for (const weight of TYPEFACE_CATALOG[id].weights) {
        const { family, missing } = familyFor(id, weight, 'Aa');
        expect(missing, `${id} ${weight}`).toEqual([]);
        expect(family, `${id} ${weight}`).toMatch(/^"Soundsleeve /);
      }
    }
  });

  it('set titles in the scripts musicians write them in', () => {
    const titles = {
      chinese: '烟雨桥头 江边月',
      georgian: 'ქარი მტკვარზე',
      armenian: 'Լուսաբաց Սևանի վրա',
      amharic: 'የቡና ጠረን',
      tamil: 'மழைக்கால இரவு',
      bengali: 'বৃষ্টির রাত',
      punjabi: 'ਰਾਤ ਦੀ ਗੱਡੀ',
      sinhala: 'ලංකා රාත්‍රිය',
      khmer: 'ភ្លៀងពេលយប់',
      inuktitut: 'ᐅᑭᐅᑉ ᓯᕿᓂᖓ',
    };
    for (const [script, text] of Object.entries(titles)) expect(unsettableCharacters(text), script).toEqual([]);
  });
});
