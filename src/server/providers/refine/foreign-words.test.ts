import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FOREIGN_WORDS_FILE, foreignWordsText } from '../../../../scripts/write-foreign-words.ts';
import { normalizeText } from '../../../shared/lexicon/text.ts';
import { findForeignWords, ideaLanguage } from './foreign-words.ts';
import { refineIdea } from './builtin-refiner.ts';

const found = (idea: string) => findForeignWords(idea, normalizeText(idea)).map((m) => [m.phrase, m.value]);
const subjects = (idea: string) => refineIdea(idea).brief.subjects.map((s) => s.noun);

describe('foreign words for things', () => {
  it('is the table emojibase-data gives (run `npm run foreign-words` after upgrading it)', () => {
    expect(fs.readFileSync(FOREIGN_WORDS_FILE, 'utf8')).toBe(foreignWordsText());
  });

  it('tells the languages it has apart, and English and languages it lacks from them', () => {
    expect(ideaLanguage('omslag till min folkskiva: en gammal dam som sover i en båt full av svamp')).toBe('sv');
    expect(ideaLanguage('cover til vores folkplade: en gammel mand der ror et badekar over fjorden')).toBe('da');
    expect(ideaLanguage('capa do meu disco de rap: um orelhão quebrado cheio de plantas numa esquina')).toBe('pt');
    expect(ideaLanguage('a lighthouse in a violet storm over the sea, post-rock, grainy film photo')).toBeUndefined();
    expect(ideaLanguage('portada per al nostre disc de rumba catalana: una nena dalt de tot')).toBeUndefined();
    expect(ideaLanguage('storm')).toBeUndefined();
  });

  it("reads a thing in the idea's own language, longest words first, plurals by their singular", () => {
    expect(found('cover til vores folkplade: en gammel mand der ror et badekar over fjorden')).toEqual([
      ['gammel mand', '👴'],
      ['badekar', '🛁'],
    ]);
    expect(found('okładka do naszej płyty: babcia śpi w taczce pełnej arbuzów, a obok stoi łabędź')).toContainEqual([
      'labedz',
      '🦢',
    ]);
    expect(found('portada para mi disco de cumbia: una señora vendiendo helados bajo una palmera')).toContainEqual([
      'helados',
      '🍨',
    ]);
  });

  it('reads Thai word by word as written: its vowel and tone marks tell words apart', () => {
    const thai = found('ปกอัลบั้มลูกทุ่ง: ตัวเงินตัวทองนอนอยู่ในเรือหางยาว ตอนเช้า');
    // A boat (เรือ); not a wing for the cover (ปก, ปีก without its marks) nor a ticket for ตัว (ตั๋ว).
    expect(thai.map(([, emoji]) => emoji)).toContain('🚢');
    expect(thai.map(([, emoji]) => emoji)).not.toContain('🪽');
    expect(thai.map(([, emoji]) => emoji)).not.toContain('🎫');
  });

  it('reads inflected forms by their stem, and only by the endings that inflect', () => {
    expect(found('lemezborító a táncházas albumunkhoz: egy nagymama ül a kútnál, körülötte libák')).toContainEqual([
      'libak',
      '🪿',
    ]);
    expect(found('обкладинка для нашого альбому: бабуся на старому велосипеді везе гарбуз')).toContainEqual([
      'велосипеді',
      '🚲️',
    ]);
    // A corner ("esquina") is no ski ("esqui"), a payphone ("orelhão") no ear ("orelha").
    const words = found('capa do meu disco de rap: um orelhão quebrado numa esquina de São Paulo').map(([p]) => p);
    expect(words).not.toContain('esquina');
    expect(words).not.toContain('orelhao');
  });

  it("never reads a word in another language's sense, nor a function word, nor the record itself", () => {
    // "capa" is the Portuguese cover and a Hungarian shark; "sobre" is Spanish for on, and for an envelope.
    expect(found('capa do meu disco de rap: um telefone quebrado numa esquina de São Paulo')).not.toContainEqual([
      'capa',
      '🦈',
    ]);
    expect(found('portada para mi disco de salsa: un camarero dormido sobre la barra').map(([p]) => p)).not.toContain(
      'sobre',
    );
    expect(found('a jet ski parked in a ballroom, hot pink, reggaeton')).toEqual([]);
  });

  it('never reads a word spelt with foreign letters as its English lookalike', () => {
    // "måge" is a gull, normalised to "mage", which the library would draw as a wizard.
    const danish = subjects(
      'cover til vores folkplade: en gammel mand der ror et badekar, en måge sidder på vandhanen',
    );
    expect(danish).toEqual(['gammel mand', 'badekar']);
  });

  it('draws what a foreign idea names, and keeps its weather out of the subjects', () => {
    const idea = 'omslag till min folkskiva: en gammal dam som sover i ett badkar, dimma över sjön';
    expect(subjects(idea)).toEqual(['badkar']);
    expect(refineIdea(idea).brief.environment.weather).toBe('fog');
  });
});
