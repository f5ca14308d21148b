/**
 * The lexical ranker's words (ADR 036): lower case, letters and digits, English stop words and job
 * post filler left out, and a light suffix strip so that "dashboards" meets "dashboard" and
 * "designing" meets "design" (PostgreSQL's english stemmer does the same for retrieval).
 */
const STOP = new Set(
  `a an and are as at be been but by can could do for from has have i if in into is it its my need needs
  needed of on or our so than that the their them then there these they this to us was we were what when
  which who will with would you your looking someone want wants help project work job experience experienced
  good great strong new also able all any about up out more some such very just like get make using use
  years year plus etc please must should`.split(/\s+/),
);

export const stemOf = (word: string): string => {
  if (word.length > 5 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 5 && word.endsWith('ing')) return word.slice(0, -3);
  if (word.length > 4 && word.endsWith('ed')) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
  return word;
};

export type Token = { word: string; stem: string };

/** The words of a text in order; a stop word is `null`, so that a phrase never spans one. */
export function tokensOf(text: string): Array<Token | null> {
  return text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== '')
    .map((word) => (STOP.has(word) || word.length < 2 ? null : { word, stem: stemOf(word) }));
}

/** The distinct stems of a text. */
export const stemsOf = (text: string): Set<string> =>
  new Set(tokensOf(text).flatMap((token) => (token ? [token.stem] : [])));

/** Adjacent pairs of stems ("react native", "landing page"). */
export function pairsOf(tokens: ReadonlyArray<Token | null>): Set<string> {
  const pairs = new Set<string>();
  tokens.forEach((token, i) => {
    const next = tokens[i + 1];
    if (token && next) pairs.add(`${token.stem} ${next.stem}`);
  });
  return pairs;
}

/** A text's words for retrieval (an OR query): its distinct words, the first `max` of them. */
export const queryWordsOf = (text: string, max: number): string[] =>
  [...new Set(tokensOf(text).flatMap((token) => (token ? [token.word] : [])))].slice(0, max);
