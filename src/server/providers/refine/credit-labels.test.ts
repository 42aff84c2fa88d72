import { describe, expect, it } from 'vitest';
import { CREDIT_LABELS, CREDITED_AFTER_NAME, CREDITED_BY } from './credit-labels.ts';
import { extractLettering } from './lettering.ts';

/** The title and artist read from an idea, as the cover sets them. */
const credit = (idea: string) => {
  const { title, artist } = extractLettering(idea);
  return { title, artist };
};

describe('credit labels', () => {
  it('keeps one kind per word, the strongest, with no everyday English word before a colon', () => {
    expect(CREDIT_LABELS.get('heiti')).toBe('title');
    expect(CREDIT_LABELS.get('sutin')).toBe('name');
    expect(CREDIT_LABELS.get('sungið av')).toBe('artist');
    for (const word of ['take', 'bend', 'le', 'na', 'gan', 'tema']) expect(CREDIT_LABELS.has(word)).toBe(false);
    expect(CREDITED_BY).toContain('dinyanyikan oleh');
    expect(CREDITED_AFTER_NAME).toContain('орындайды');
  });

  it('reads labels in languages the old table missed', () => {
    expect(credit('Heiti: Vetrarljós. Sungið av: Kórið Nón. a fishing village under snow at night')).toEqual({
      title: 'Vetrarljós',
      artist: 'Kórið Nón',
    });
    expect(credit('Daqqaqa - Banda San Ġorġ, Titlu - Il-Qamar fuq il-Port. fireworks over a harbour')).toEqual({
      title: 'Il-Qamar fuq il-Port',
      artist: 'Banda San Ġorġ',
    });
    expect(credit('Cuīcani: Xōchitl Ayotl / Tōcāitl: Tonatiuh Cuīcatl. marigolds on a stone stair at dawn')).toEqual({
      title: 'Tonatiuh Cuīcatl',
      artist: 'Xōchitl Ayotl',
    });
  });

  it('reads a name label as the title when someone is credited after it, and as the artist otherwise', () => {
    expect(credit('Sutin: Urpi Takiy / Takiqkuna: Warmi Wayra. a condor over a terraced valley')).toEqual({
      title: 'Urpi Takiy',
      artist: 'Warmi Wayra',
    });
    expect(credit('Ka Inoa: Nalu Pō — na Nā Leo o Kona. a canoe at night under stars')).toEqual({
      title: 'Nalu Pō',
      artist: 'Nā Leo o Kona',
    });
    expect(credit('Nimi: Revontulten Kansa. a frozen lake under green lights')).toEqual({
      title: undefined,
      artist: 'Revontulten Kansa',
    });
  });

  it("keeps a value in its own language's casing after a dash or as a short sentence of its own", () => {
    expect(credit('Název — Vlak do Tmy; hrají: Parta z Údolí. a steam train in fog')).toEqual({
      title: 'Vlak do Tmy',
      artist: 'Parta z Údolí',
    });
    expect(credit('Tur: Géej gi ak man. Woykat: Fatou Sarr. a pirogue on a bright sea')).toEqual({
      title: 'Géej gi ak man',
      artist: 'Fatou Sarr',
    });
    expect(credit('Teideal: Ceol ar an gCladach. Ceoltóir: Áine Ní Mhaoil. a stone pier in rain')).toEqual({
      title: 'Ceol ar an gCladach',
      artist: 'Áine Ní Mhaoil',
    });
  });

  it('ends a value where the next label begins, in any script', () => {
    expect(credit('タイトル：雨の駅　歌：森川あおい。夜の駅のホーム')).toEqual({
      title: '雨の駅',
      artist: '森川あおい',
    });
    expect(credit('ジャケット：港の朝。タイトル：潮風の手紙／アーティスト：灯台守')).toEqual({
      title: '潮風の手紙',
      artist: '灯台守',
    });
    expect(credit('शीर्षक: सावन की रात | गायक: रोहन वर्मा। a rainy street at night')).toEqual({
      title: 'सावन की रात',
      artist: 'रोहन वर्मा',
    });
  });

  it('reads "sung by" after a title in the words of each language and its word order', () => {
    expect(credit('A harbour at dusk. Judul: Angin Selatan, dinyanyikan oleh Sari Wulandari')).toEqual({
      title: 'Angin Selatan',
      artist: 'Sari Wulandari',
    });
    expect(credit('«Таң шапағы» әнін Арман Жұмабаев орындайды. a yurt on the steppe')).toEqual({
      title: 'Таң шапағы',
      artist: 'Арман Жұмабаев',
    });
    expect(credit('hills at dawn. Iculo elithi “Umoya Wami” liculwa nguSipho Ndlovu')).toEqual({
      title: 'Umoya Wami',
      artist: 'Sipho Ndlovu',
    });
    expect(credit("비 오는 골목, 가로등 하나. 윤다은이 부른 '밤의 정류장'")).toEqual({
      title: '밤의 정류장',
      artist: '윤다은',
    });
    expect(credit('„ზღვის სიმღერა“ — ასრულებს ლევან ბერიძე. night sea')).toEqual({
      title: 'ზღვის სიმღერა',
      artist: 'ლევან ბერიძე',
    });
  });

  it('keeps a title in book-title quotes and Persian spelling whole', () => {
    expect(credit('歌名：《江边月》——歌手：陈小雨。封面：一条小船')).toEqual({ title: '江边月', artist: '陈小雨' });
    expect(credit('عنوان: شب‌های تهران؛ خواننده: آرش نیکو')).toEqual({ title: 'شب‌های تهران', artist: 'آرش نیکو' });
  });

  it("leaves a band's word inside a name, and a lowercase small word, alone", () => {
    expect(credit('title: Río Seco / artist: Tomás Vera y su Conjunto — a dusty plaza at noon')).toEqual({
      title: 'Río Seco',
      artist: 'Tomás Vera y su Conjunto',
    });
    // ("Na" opening a sentence is a preposition, not Hawaiian's "by".)
    expect(credit('Título: Saudade. Na Lapa, um bonde amarelo à noite').artist).toBeUndefined();
  });

  it('reads a place as the picture, not a credit or a title', () => {
    expect(credit('folk rock. a horse games day by Issyk-Köl lake, riders in felt hats').artist).toBeUndefined();
    expect(
      credit('soca album — Carnival finals night at the Savannah in Port of Spain, players in orange').title,
    ).toBeUndefined();
    expect(
      credit('calypso album: Jouvert on Frederick Street in Port of Spain, Trinidad at 5am, mud and paint').title,
    ).toBeUndefined();
  });
});
