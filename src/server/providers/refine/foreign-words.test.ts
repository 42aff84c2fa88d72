import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FOREIGN_WORDS_FILE, foreignWordsText } from '../../../../scripts/write-foreign-words.ts';
import { normalizeText } from '../../../shared/lexicon/text.ts';
import { FOREIGN_WORD_DATA } from '../../engine/subjects/index.ts';
import { findForeignColours, findForeignWords, ideaLanguage } from './foreign-words.ts';
import { refineIdea } from './builtin-refiner.ts';

const found = (idea: string) => findForeignWords(idea, normalizeText(idea)).map((m) => [m.phrase, m.value]);
const colours = (idea: string) => findForeignColours(idea, normalizeText(idea)).map((m) => m.value);
const subjects = (idea: string) => refineIdea(idea).brief.subjects.map((s) => s.noun);

describe('foreign words for things', () => {
  it('is the table CLDR and emojibase-data give (run `npm run foreign-words` after upgrading them)', () => {
    expect(fs.readFileSync(FOREIGN_WORDS_FILE, 'utf8')).toBe(foreignWordsText());
  });

  it('is listed in the licence manifest at the versions installed', () => {
    for (const spec of FOREIGN_WORD_DATA.packages) {
      const [name, version] = spec.split(/@(?=[^@]+$)/) as [string, string];
      const installed = JSON.parse(fs.readFileSync(`node_modules/${name}/package.json`, 'utf8')) as { version: string };
      expect(installed.version, name).toBe(version);
    }
    expect(FOREIGN_WORDS_FILE.endsWith(FOREIGN_WORD_DATA.file)).toBe(true);
  });

  it('tells the languages it has apart, and English and languages it lacks from them', () => {
    expect(ideaLanguage('omslag till min folkskiva: en gammal dam som sover i en båt full av svamp')).toBe('sv');
    expect(ideaLanguage('cover til vores folkplade: en gammel mand der ror et badekar over fjorden')).toBe('da');
    expect(ideaLanguage('capa do meu disco de rap: um orelhão quebrado cheio de plantas numa esquina')).toBe('pt');
    expect(ideaLanguage('a lighthouse in a violet storm over the sea, post-rock, grainy film photo')).toBeUndefined();
    expect(ideaLanguage('portada per al nostre disc de rumba catalana: una nena dalt de tot')).toBe('ca');
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

  it('reads a person by a keyword only that person has, and no creature or thing by a keyword', () => {
    expect(found('sampul album: seorang gadis menari di bawah hujan di jalan kota')).toContainEqual(['gadis', '👧']);
    expect(found('lemezborító a táncházas albumunkhoz: egy nagymama citerázik a kút mellett')).toContainEqual([
      'nagymama',
      '👵',
    ]);
    // Keywords of creatures and things are often what they are like: moustached is no walrus, old no key.
    expect(found('arabesk albümümüzün kapağı: bıyıklı bir adam eski bir arabanın kaputunda')).not.toContainEqual([
      'biyikli',
      '🦭',
    ]);
    expect(found('portada para mi disco de bolero: una máquina de coser antigua')).not.toContainEqual([
      'antigua',
      '🗝️',
    ]);
    // Nor a person doing something by where they do it: a river is no rower, a lake no canoeist.
    expect(
      found('untuk kulit album keroncong kami: seorang pak cik tua duduk di hujung sampan di sungai'),
    ).not.toContainEqual(['sungai', '🚣']);
  });

  it('reads Thai word by word as written: its vowel and tone marks tell words apart', () => {
    const thai = found('ปกอัลบั้มลูกทุ่ง: ตัวเงินตัวทองนอนอยู่ในเรือหางยาว ตอนเช้า');
    // A boat (เรือ); not a wing for the cover (ปก, ปีก without its marks) nor a ticket for ตัว (ตั๋ว).
    expect(thai.map(([, emoji]) => emoji)).toContain('🚢');
    expect(thai.map(([, emoji]) => emoji)).not.toContain('🪽');
    expect(thai.map(([, emoji]) => emoji)).not.toContain('🎫');
  });

  it('reads a word written with marks as the word with those marks, not its lookalike without them', () => {
    // Round 121: "Cần Thơ" (a city) drew "thỏ", a rabbit; "lúc bình minh" (at dawn) was "lục bình", a hyacinth.
    const dawn = 'Bìa album bolero của tôi: chợ nổi Cái Răng ở Cần Thơ lúc bình minh, cô ca sĩ trên ghe';
    expect(subjects(dawn)).not.toContain('tho');
    expect(subjects(dawn)).not.toContain('luc binh');
    // A Vietnamese word is always written with its tones: "ghe" (a boat) is no "ghế" (a chair).
    expect(subjects(dawn)).not.toContain('ghe');
    expect(subjects('Bìa album của tụi mình: ruộng lúa và con sông lục bình trôi')).toContain('luc binh');
    // With an ending too: "träden" (the trees) is no "tråd", a thread; nor "bär" (wear) an English bar.
    const swedish = subjects(
      'Till omslaget på vår dansbandsskiva vill vi ha en kräftskiva på en brygga: alla bär fåniga pappershattar och lyktor hänger i träden',
    );
    expect(swedish).not.toContain('traden');
    expect(swedish).not.toContain('cocktail');
    // A letter marked where the table's is plain may be an ending: "pełnią" is the full moon ("pełnia").
    expect(subjects('Na okładkę naszej płyty chcemy nocny kulig oświetlony pełnią księżyca')).toEqual(['pelnia']);
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

  it('reads languages franc cannot tell by the table that knows their words', () => {
    // Scottish Gaelic is not among franc's 187 languages; its "a", "an" and "is" pass for English.
    const gaelic = 'dealbh airson ar clàr ùr: caora na seasamh ri taobh an locha, dearg agus gorm';
    expect(found(gaelic)).toContainEqual(['caora', '🐑']);
    expect(colours(gaelic)).toEqual(['red', 'blue']);
    expect(subjects(gaelic)).toContain('caora');
    expect(refineIdea(gaelic).brief.paletteNames).toEqual(expect.arrayContaining(['red', 'blue']));
  });

  it('reads a Slavic noun whose case ending replaced the ending the table has', () => {
    // Belarusian "царквы" (of the church) is "царква".
    expect(found('вокладка для нашага альбома: стары дом каля закінутай царквы')).toContainEqual(['царквы', '⛪️']);
  });

  it('draws a thing whose emoji name is a phrase no drawing has by its first drawn word', () => {
    // Marathi नर्तक is 🕺, "man dancing".
    expect(subjects('आमच्या अल्बमचं कव्हर: पावसात एक नर्तक बसलाय')).toHaveLength(1);
  });

  it('never reads one word of a hyphenated compound as a thing', () => {
    // Puirt-à-beul, mouth music, is a genre: the cover has no mouth.
    const words = found('dealbh airson ar clàr puirt-à-beul: caora na cadal ri taobh an locha, dearg agus gorm');
    expect(words.map(([, emoji]) => emoji)).toEqual(['🐑']);
  });

  it('reads a long word with a case ending after it outside the Latin script', () => {
    // Kazakh: "мотоциклдің" is the motorbike's.
    const kazakh = 'Альбомымыздың мұқабасы: мотоциклдің үстінде бүркіт отыр, қызыл және көк';
    expect(found(kazakh)).toEqual([
      ['мотоциклдің', '🏍️'],
      ['бүркіт', '🦅'],
    ]);
    expect(colours(kazakh)).toEqual(['red', 'blue']);
  });

  it('keeps the vowel marks of scripts that write vowels as marks', () => {
    // Gurmukhi: without its marks ਪੀਲਾ (yellow) would be two letters, too short to be read at all.
    const punjabi = 'ਸਾਡੀ ਐਲਬਮ ਦਾ ਕਵਰ: ਅਸਮਾਨ ਵਿੱਚ ਪਤੰਗ ਉੱਡ ਰਹੀ ਹੈ, ਪੀਲਾ ਤੇ ਨੀਲਾ';
    expect(ideaLanguage(punjabi)).toBe('pa');
    expect(found(punjabi).map(([, emoji]) => emoji)).toEqual(['🪁']);
    expect(colours(punjabi)).toEqual(['yellow', 'blue']);
  });

  it('reads colour words in their other forms, but never a thing that looks like one', () => {
    expect(colours('okładka do naszej płyty: czerwona taczka pełna arbuzów pod niebieskim niebem')).toEqual([
      'red',
      'blue',
    ]);
    // "violon" shares four letters with "violet" and is a violin.
    expect(
      colours('pochette pour mon album de chanson française, un vieux violon posé sur un lit, lumière bleue'),
    ).toEqual(['blue']);
  });
  it('reads a noun whose ending its case replaced, in a language that inflects so, and no English lookalike', () => {
    const latvian =
      'Vāks mūsu džeza albumam: vecs vīrs spēlē saksofonu uz koka laipas pie ezera, un no miglas viņam pretī peld divi gulbji. Agrs rīts, viss dzintara dzeltenos un pelēcīgi zilos toņos.';
    // "Saksofonu" is the table's "saksofons"; "pie" (at) is a Latvian word, no pie.
    expect(found(latvian)).toContainEqual(['saksofonu', '🎷']);
    expect(subjects(latvian)).toContain('saksofonu');
    expect(subjects(latvian)).not.toContain('pie');
    // An adjective shares less with its noun: Czech "dřevěná" (wooden) is no "dřevo" (wood).
    expect(
      found('obal pro naše folkové album: stará dřevěná rozhledna na kopci, modrá hodina').map((f) => f[1]),
    ).not.toContain('🪵');
    // Languages that add endings keep to the table's words: Basque "ganbaran" (in the attic) is no prawn.
    expect(
      found('Gure trikitixa diskoaren azalerako ideia: bi neska baserri bateko ganbaran trikitixa jotzen ari dira'),
    ).not.toContainEqual(['ganbaran', '🦐']);
  });
});
