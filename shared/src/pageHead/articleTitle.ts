/** The classes an article can lead to on the contact page (lower case, as the form expects). */
export type ArticleInstrument =
  'vocal' | 'guitar' | 'piano' | 'keyboard' | 'violin' | 'ukulele' | 'theory';

/**
 * SPEC section 9, checked in this order. Malay spellings are included: vokal, gitar, biola.
 * A term counts when a word of the id starts with it ('singing', 'gitar-akustik'), not in the
 * middle of a word: a literal "contains" would send 'choosing-your-first-piano' or
 * 'using-a-metronome' (c-hoo-SING, u-SING) to the vocal class.
 */
const instrumentRules: readonly (readonly [RegExp, ArticleInstrument])[] = [
  [/(?:^|[^a-z])(?:sing|vocal|vokal)/, 'vocal'],
  [/(?:^|[^a-z])(?:guitar|gitar)/, 'guitar'],
  [/(?:^|[^a-z])piano/, 'piano'],
  [/(?:^|[^a-z])keyboard/, 'keyboard'],
  [/(?:^|[^a-z])(?:violin|biola)/, 'violin'],
  [/(?:^|[^a-z])ukulele/, 'ukulele'],
  [/(?:^|[^a-z])theory/, 'theory'],
];

/** The class an article is about, from its id; piano when the id names none. */
export function articleInstrument(id: string): ArticleInstrument {
  const slug = id.toLowerCase();
  return instrumentRules.find(([pattern]) => pattern.test(slug))?.[1] ?? 'piano';
}

function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** What the title rules need from a directory entry. */
export interface TitledArticle {
  id: string;
  specified_title?: string;
}

/**
 * The article's title: its specified_title; else for a 'learn-to-play-' id, 'Learn ' and the
 * instrument; else the id's words, each capitalised ('practice-tips' -> 'Practice Tips').
 * The instrument is capitalised too ('Learn Piano', not 'Learn piano'), so it reads like the
 * other titles around it, which capitalise every word.
 */
export function articleTitle(entry: TitledArticle): string {
  if (entry.specified_title) return entry.specified_title;
  if (entry.id.includes('learn-to-play-')) {
    return `Learn ${capitalise(articleInstrument(entry.id))}`;
  }
  return entry.id.split('-').filter(Boolean).map(capitalise).join(' ');
}
