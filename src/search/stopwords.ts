/**
 * Function words per language: question words, articles, pronouns, auxiliaries, prepositions. A query keeps them
 * only when it has nothing else ("what is"), so "what does Daycomplete mean" searches for the words that carry the
 * meaning. Negations ("not", "nicht", "kein", "ohne", "pas", "sin", "não"...) are not on the lists: they change what a
 * query asks ("ads not showing"). Compared after lower-casing and folding diacritics, like the indexed terms.
 */
import { foldDiacritics, lower } from './normalize';

const LISTS: Record<string, string> = {
  en: `a an the and or but of to in on at by for from with about into over after before under is are was were be been
    being am do does did done have has had can could may might must shall should will would i me my mine we our us you
    your yours it its they them their he she his her this that these those there here what which who whom whose when
    where why how if then than so yes get got mean means vs via as too very just also any some all need needs want wants happen happens still`,
  de: `der die das den dem des ein eine einen einem einer eines und oder aber von zu zum zur im in ins am an auf aus bei
    mit nach vor über unter für gegen um ist sind war waren sein bin bist wird werden wurde kann können darf dürfen
    muss müssen soll sollen will wollen hat haben hatte ich mich mir mein meine meinen meiner wir uns unser ihr ihre
    ihren sie es er wie was wer wen wem wann wo warum welche welcher welches ob wenn dann als auch
    ja nein noch schon immer bedeutet man sich brauche braucht brauchen gibt passiert bekomme bekommen viele`,
  es: `el la los las un una unos unas y o pero de del al a en con por para sobre entre desde hasta es son era ser
    está están estar hay ha han he puedo puede pueden debo debe qué que quién quien cuál cual cuándo cuando dónde donde
    cómo como cuánto cuanto cuántos cuantos por qué porque mi mis me yo tu tus su sus se le les lo nos nuestro este esta
    estos estas eso esa ese si ya muy más significa tiene tienen deben tener tengo tengan necesito necesita pasa hacer hago quiero`,
  fr: `le la les un une des du de d l et ou mais à au aux en dans sur sous par pour avec entre est sont était être
    ai a as ont peut peuvent puis-je puis je dois doit quel quelle quels quelles qui que qu quoi quand où comment pourquoi
    combien mon ma mes ton ta tes son sa ses notre nos votre vos leur leurs ce cet cette ces se me moi nous vous il elle
    ils elles on plus si y très signifie veut dire est-ce faire fait faut possible devient`,
  pt: `o a os as um uma uns umas e ou mas de do da dos das em no na nos nas ao aos à às com por pelo pela para sobre
    entre é são era ser está estão estar há tem têm posso pode podem devo deve que qual quais quem quando onde como quanto
    quantos quantas por porque meu minha meus minhas me eu seu sua seus suas se lhe nosso nossa este esta isso esse essa
    sim já muito mais significa ter tenho faço consigo sendo preciso precisa acontece`,
};

const SETS = new Map<string, Set<string>>();

/** The function words of a language, folded; empty for a language without a list. */
export function stopwordsFor(language: string): ReadonlySet<string> {
  let set = SETS.get(language);
  if (!set) {
    set = new Set(
      (LISTS[language] ?? '')
        .split(/\s+/)
        .filter(Boolean)
        .map((word) => foldDiacritics(lower(word))),
    );
    SETS.set(language, set);
  }
  return set;
}

export function isStopword(language: string, word: string): boolean {
  return stopwordsFor(language).has(foldDiacritics(lower(word)));
}
