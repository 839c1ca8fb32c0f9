/**
 * One Snowball stemmer per language (@orama/stemmers), loaded on demand so each locale's chunk
 * carries only its own stemmer. Unknown languages get the identity function.
 */

export type Stemmer = (word: string) => string;

export const STEMMED_LANGUAGES = ['de', 'en', 'es', 'fr', 'pt'] as const;

const identity: Stemmer = (word) => word;

export async function loadStemmer(language: string): Promise<Stemmer> {
  switch (language) {
    case 'de':
      return (await import('@orama/stemmers/german')).stemmer;
    case 'en':
      return (await import('@orama/stemmers/english')).stemmer;
    case 'es':
      return (await import('@orama/stemmers/spanish')).stemmer;
    case 'fr':
      return (await import('@orama/stemmers/french')).stemmer;
    case 'pt':
      return (await import('@orama/stemmers/portuguese')).stemmer;
    default:
      return identity;
  }
}
