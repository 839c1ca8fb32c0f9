/** Page-level scores of the relevance bench (scripts/bench-relevance.ts) and the targets they are held to. */

/**
 * The targets of search relevance, in every locale and both halves of the judged set; `aheadOfPagefind` is in
 * success@3 (0.1: ten points).
 */
export const TARGETS = { success3: 0.9, mrr10: 0.85, zero: 0.02, aheadOfPagefind: 0.1 } as const;

export interface Scores {
  n: number;
  success1: number;
  success3: number;
  mrr10: number;
  zero: number;
}

/** Success@1, success@3, MRR@10 and the share of empty answers, for ranked page lists against the judged pages. */
export function score(runs: ReadonlyArray<{ ranked: readonly string[]; relevant: readonly string[] }>): Scores {
  let s1 = 0;
  let s3 = 0;
  let rr = 0;
  let zero = 0;
  for (const { ranked, relevant } of runs) {
    if (ranked.length === 0) zero += 1;
    const rank = ranked.slice(0, 10).findIndex((page) => relevant.includes(page));
    if (rank === 0) s1 += 1;
    if (rank >= 0 && rank < 3) s3 += 1;
    if (rank >= 0) rr += 1 / (rank + 1);
  }
  const n = runs.length || 1;
  return { n: runs.length, success1: s1 / n, success3: s3 / n, mrr10: rr / n, zero: zero / n };
}
