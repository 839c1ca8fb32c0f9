// The client's `extractLeadingEmoji` of @docusaurus/theme-common (see ./index.ts): the same answers, without the
// cost the stock one pays on every card of a category page. The stock function segments the string with an
// Intl.Segmenter made when its module loads and compiles `/^\p{RGI_Emoji}$/v` anew on each call: together a long
// task on a mid-range phone for one category page. Here a title whose
// first character cannot begin an emoji (a letter, a digit or punctuation not followed by a keycap or variation
// selector) returns at once; anything else takes the stock path, with the segmenter and the pattern made once.

/** Characters below U+2000 that are emoji by themselves: © and ®. */
const LOW_EMOJI = new Set([0xa9, 0xae]);
/** Variation selector 16 and the combining keycap: they turn a digit, # or * into an emoji (1️⃣, #️⃣). */
const EMOJI_MODIFIERS = new Set([0xfe0f, 0x20e3]);

let segmenter = null;
let emojiPattern = null;

function cannotStartEmoji(input) {
  const first = input.codePointAt(0);
  if (first === undefined || first >= 0x2000 || LOW_EMOJI.has(first)) return false;
  const second = input.codePointAt(1);
  return second === undefined || !EMOJI_MODIFIERS.has(second);
}

/**
 * Splits "⚠️ Hello World" into "⚠️" + " Hello World": the leading grapheme, when it is one emoji, and the rest
 * (not trimmed). Strings that do not start with an emoji come back whole.
 */
export function extractLeadingEmoji(input) {
  if (cannotStartEmoji(input)) return { emoji: null, rest: input };
  segmenter ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  const grapheme = segmenter.segment(input)[Symbol.iterator]().next().value?.segment;
  if (!grapheme) return { emoji: null, rest: input };
  emojiPattern ??= new RegExp('^\\p{RGI_Emoji}$', 'v');
  if (!emojiPattern.test(grapheme)) return { emoji: null, rest: input };
  return { emoji: grapheme, rest: input.slice(grapheme.length) };
}
