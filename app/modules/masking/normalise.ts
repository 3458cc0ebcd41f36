/**
 * A text folded for finding contact details, with the way back to the text as typed.
 *
 * People hide a phone number or an address from a filter with characters that look alike:
 * fullwidth or Arabic-Indic digits, non-breaking or zero-width spaces, en dashes, digits spelled
 * out ("five five five"), "name at example dot com". The detectors look at a folded copy where all
 * of that reads as plain ASCII, and every folded character remembers which characters of the
 * original it came from, so a match is masked where it stands in what was typed.
 */

export interface Folded {
  /** The folded text: lower case, ASCII digits, one kind of space, dash and dot. */
  text: string;
  /** For each folded character, where its source starts in the original (UTF-16 index). */
  from: number[];
  /** For each folded character, where its source ends in the original. */
  to: number[];
}

// Removed outright: zero-width and other format characters (bidi marks, soft hyphen, word
// joiner, BOM), variation selectors and the keycap mark ("5️⃣" is a 5), combining marks (accents).
const INVISIBLE = /[\p{Cf}\p{M}\uFE00-\uFE0F\u{E0100}-\u{E01EF}\u034F\u115F\u1160\u3164\uFFA0]/u;
const SPACE = /[\s\p{Z}\u2800]/u;
// Every dash and minus (\p{Pd} holds the hyphens, en and em dashes, the wave dash, …).
// The katakana long-vowel mark stands in for a dash in Japanese numbers (０９０ー１２３４).
const DASH = /[\p{Pd}\u2212\u2012\u2043\uFE63\uFF0D\u02D7\u2796\u30FC\uFF70]/u;
// Dots people put between digits or in addresses instead of ".".
const DOTS = /[\u00B7\u2022\u2219\u22C5\u30FB\uFF65\u3002\uFF61\u2024\u0701\u0702\u06D4\u2027]/u;
const DECIMAL_DIGIT = /\p{Nd}/u;
const LETTER = /\p{L}/u;

// Numerals written as words, folded to digits: English, Spanish, French (and their cousins in
// Portuguese, Italian, German), the Chinese and Japanese numerals, and the financial forms.
const ONES: Record<string, string> = {
  zero: "0",
  oh: "0",
  nought: "0",
  nil: "0",
  one: "1",
  two: "2",
  three: "3",
  four: "4",
  five: "5",
  six: "6",
  seven: "7",
  eight: "8",
  nine: "9",
  // Spanish
  cero: "0",
  uno: "1",
  una: "1",
  dos: "2",
  tres: "3",
  cuatro: "4",
  cinco: "5",
  seis: "6",
  siete: "7",
  ocho: "8",
  nueve: "9",
  // French (zéro is zero once folded)
  un: "1",
  une: "1",
  deux: "2",
  trois: "3",
  quatre: "4",
  cinq: "5",
  sept: "7",
  huit: "8",
  neuf: "9",
  // Portuguese and Italian
  um: "1",
  dois: "2",
  duas: "2",
  quatro: "4",
  sete: "7",
  oito: "8",
  nove: "9",
  due: "2",
  tre: "3",
  quattro: "4",
  cinque: "5",
  sei: "6",
  sette: "7",
  otto: "8",
  // German (fünf is funf once folded)
  null: "0",
  eins: "1",
  zwei: "2",
  drei: "3",
  vier: "4",
  funf: "5",
  sechs: "6",
  sieben: "7",
  acht: "8",
  neun: "9",
};
const TEENS: Record<string, string> = {
  // Spanish and French
  diez: "10",
  once: "11",
  doce: "12",
  trece: "13",
  catorce: "14",
  quince: "15",
  dix: "10",
  onze: "11",
  douze: "12",
  treize: "13",
  quatorze: "14",
  quinze: "15",
  seize: "16",
  ten: "10",
  eleven: "11",
  twelve: "12",
  thirteen: "13",
  fourteen: "14",
  fifteen: "15",
  sixteen: "16",
  seventeen: "17",
  eighteen: "18",
  nineteen: "19",
};
const TENS: Record<string, string> = {
  twenty: "2",
  thirty: "3",
  forty: "4",
  fifty: "5",
  sixty: "6",
  seventy: "7",
  eighty: "8",
  ninety: "9",
  veinte: "2",
  treinta: "3",
  cuarenta: "4",
  cincuenta: "5",
  sesenta: "6",
  setenta: "7",
  ochenta: "8",
  noventa: "9",
  vingt: "2",
  trente: "3",
  quarante: "4",
  cinquante: "5",
  soixante: "6",
  septante: "7",
  huitante: "8",
  octante: "8",
  nonante: "9",
};
// The words that join tens and ones: "treinta y cuatro", "vingt et un".
const JOINERS = new Set(["y", "et", "and"]);
const REPEAT: Record<string, number> = { double: 2, triple: 3, doble: 2 };
// Words that are also ordinary words or abbreviations ("Sept 12", "oh, nice", "un chien"): read as
// digits only beside another number word.
const AMBIGUOUS = new Set([
  "oh",
  "nil",
  "null",
  "un",
  "une",
  "uno",
  "una",
  "um",
  "sei",
  "tre",
  "due",
  "dos",
  "sept",
  "otto",
  "acht",
  "vier",
  "nove",
  "neuf",
  "once",
  "seize",
  "quince",
]);
const CJK_DIGITS: Record<string, string> = {
  〇: "0",
  零: "0",
  一: "1",
  二: "2",
  三: "3",
  四: "4",
  五: "5",
  六: "6",
  七: "7",
  八: "8",
  九: "9",
  壹: "1",
  贰: "2",
  貳: "2",
  叁: "3",
  參: "3",
  肆: "4",
  伍: "5",
  陆: "6",
  陸: "6",
  柒: "7",
  捌: "8",
  玖: "9",
};

// Letters of other scripts that look like Latin ones: folded only inside a word that mixes them
// with Latin letters ("gmаil" with a Cyrillic а), so Russian or Greek text stays itself.
const LOOKALIKES: Record<string, string> = {
  а: "a",
  в: "b",
  е: "e",
  ё: "e",
  з: "3",
  к: "k",
  м: "m",
  н: "h",
  о: "o",
  р: "p",
  с: "c",
  т: "t",
  у: "y",
  х: "x",
  і: "i",
  ј: "j",
  ѕ: "s",
  ԁ: "d",
  ԛ: "q",
  ԝ: "w",
  α: "a",
  β: "b",
  ε: "e",
  ι: "i",
  κ: "k",
  ν: "v",
  ο: "o",
  ρ: "p",
  τ: "t",
  υ: "u",
  χ: "x",
  ɡ: "g",
  ı: "i",
  ℓ: "l",
};
const LATIN = /[a-z]/;

const digitValueCache = new Map<number, number>();

/**
 * The value of a decimal digit of any script. Unicode encodes each script's digits as ten
 * consecutive code points from zero to nine, so the value is the distance from the run's start.
 */
function digitValue(codePoint: number): number {
  const known = digitValueCache.get(codePoint);
  if (known !== undefined) return known;
  let start = codePoint;
  while (start > 0 && DECIMAL_DIGIT.test(String.fromCodePoint(start - 1))) start--;
  const value = (codePoint - start) % 10;
  digitValueCache.set(codePoint, value);
  return value;
}

/** One character as the detectors read it (possibly several, possibly none). */
function foldCharacter(char: string): string {
  if (INVISIBLE.test(char)) return "";
  if (SPACE.test(char)) return " ";
  if (CJK_DIGITS[char]) return CJK_DIGITS[char];
  let out = "";
  for (const part of char.normalize("NFKD")) {
    if (INVISIBLE.test(part)) continue;
    if (SPACE.test(part)) out += " ";
    else if (DECIMAL_DIGIT.test(part)) out += String(digitValue(part.codePointAt(0)!));
    else if (DASH.test(part)) out += "-";
    else if (DOTS.test(part)) out += ".";
    else out += part.toLowerCase().normalize("NFKD").replace(/\p{M}/gu, "");
  }
  // Hangul decomposes into letters, not marks: put its syllables back together.
  return out.normalize("NFC");
}

interface Piece {
  text: string;
  from: number;
  to: number;
}

/** Characters folded one by one, each with its place in the original. */
function foldCharacters(original: string): Piece[] {
  const pieces: Piece[] = [];
  let index = 0;
  for (const char of original) {
    const next = index + char.length;
    const folded = foldCharacter(char);
    for (const c of folded) pieces.push({ text: c, from: index, to: next });
    index = next;
  }
  return pieces;
}

/** Words whose letters mix Latin with look-alikes of other scripts get the Latin letters. */
function foldLookalikes(pieces: Piece[]) {
  let start = 0;
  while (start < pieces.length) {
    if (!LETTER.test(pieces[start]!.text)) {
      start++;
      continue;
    }
    let end = start;
    while (end < pieces.length && LETTER.test(pieces[end]!.text)) end++;
    const word = pieces.slice(start, end);
    const mixed = word.some((p) => LATIN.test(p.text)) && word.some((p) => LOOKALIKES[p.text]);
    if (mixed) for (const p of word) p.text = LOOKALIKES[p.text] ?? p.text;
    start = end;
  }
}

/** A digit written as a word ("five", "cinco", "cinq"), or several ("twelve", "double five"). */
function wordDigits(words: string[], at: number): { digits: string; used: number } | null {
  const word = words[at]!;
  const next = words[at + 1];
  // French seventies to nineties: soixante-dix-huit (78), quatre-vingt-douze (92).
  if (word === "soixante" && next && (TEENS[next] || next === "dix")) {
    const teen = TEENS[next] ?? "10";
    const after = words[at + 2];
    if (next === "dix" && after && ONES[after] && ONES[after] !== "0")
      return { digits: `7${ONES[after]}`, used: 3 };
    return { digits: `7${teen[1]}`, used: 2 };
  }
  if (word === "quatre" && (next === "vingt" || next === "vingts")) {
    const after = words[at + 2];
    if (after && TEENS[after]) return { digits: `9${TEENS[after][1]}`, used: 3 };
    if (after && ONES[after] && ONES[after] !== "0") return { digits: `8${ONES[after]}`, used: 3 };
    return { digits: "80", used: 2 };
  }
  // "one hundred", "five thousand": hundreds and thousands said as such.
  if (ONES[word] && (next === "hundred" || next === "thousand"))
    return { digits: ONES[word] + (next === "hundred" ? "00" : "000"), used: 2 };
  if (ONES[word]) return { digits: ONES[word], used: 1 };
  if (TEENS[word]) return { digits: TEENS[word], used: 1 };
  if (TENS[word]) {
    const joined = next && JOINERS.has(next) ? 1 : 0;
    const unit = words[at + 1 + joined];
    if (unit && ONES[unit] && ONES[unit] !== "0")
      return { digits: TENS[word] + ONES[unit], used: 2 + joined };
    return { digits: `${TENS[word]}0`, used: 1 };
  }
  const times = REPEAT[word];
  if (times && next) {
    const digit = ONES[next] ?? (/^\d$/.test(next) ? next : undefined);
    if (digit) return { digits: digit.repeat(times), used: 2 };
  }
  return null;
}

const isNumberWord = (word: string | undefined) =>
  word !== undefined && Boolean(ONES[word] || TEENS[word] || TENS[word]);

/**
 * Digits spelled as words become digits, each keeping the span of the word(s) it came from.
 * Only words that stand alone count ("someone" holds "one" but is a word of its own).
 */
function foldNumberWords(pieces: Piece[]): Piece[] {
  const text = pieces.map((p) => p.text).join("");
  // A piece may be two UTF-16 units (a surrogate pair): text offsets to pieces.
  const pieceAt: number[] = [];
  pieces.forEach((p, i) => {
    for (let k = 0; k < p.text.length; k++) pieceAt.push(i);
  });
  const tokens = [...text.matchAll(/[a-z]+|\d/g)];
  const words = tokens.map((t) => t[0]);
  const out: Piece[] = [];
  let consumed = 0; // text offset up to which pieces were copied
  const copyUntil = (offset: number) => {
    while (consumed < offset) {
      const piece = pieces[pieceAt[consumed]!]!;
      out.push(piece);
      consumed += piece.text.length;
    }
  };
  let lastWordDigitEnd = -1;
  for (let t = 0; t < tokens.length; t++) {
    const word = words[t]!;
    if (!/^[a-z]+$/.test(word)) {
      lastWordDigitEnd = -1;
      continue;
    }
    const found = wordDigits(words, t);
    if (!found) {
      lastWordDigitEnd = -1;
      continue;
    }
    if (AMBIGUOUS.has(word) && !isNumberWord(words[t - 1]) && !isNumberWord(words[t + found.used])) {
      lastWordDigitEnd = -1;
      continue;
    }
    const first = tokens[t]!;
    const last = tokens[t + found.used - 1]!;
    const endOffset = last.index + last[0].length;
    copyUntil(first.index);
    const from = pieces[pieceAt[first.index]!]!.from;
    const to = pieces[pieceAt[endOffset - 1]!]!.to;
    // "five, five, five": the commas between spelled digits separate them like spaces.
    const gap = lastWordDigitEnd >= 0 ? out.slice(lastWordDigitEnd) : [];
    if (gap.every((p) => /^[\s,;.-]$/.test(p.text)))
      for (let k = lastWordDigitEnd; k >= 0 && k < out.length; k++)
        if (/^[,;]$/.test(out[k]!.text)) out[k] = { ...out[k]!, text: " " };
    for (const d of found.digits) out.push({ text: d, from, to });
    lastWordDigitEnd = out.length;
    consumed = endOffset;
    t += found.used - 1;
  }
  copyUntil(text.length);
  return out;
}

/** Folds a text for the detectors (see the module's comment). */
export function fold(original: string): Folded {
  const pieces = foldCharacters(original);
  foldLookalikes(pieces);
  const withDigits = foldNumberWords(pieces);
  const from: number[] = [];
  const to: number[] = [];
  let text = "";
  for (const p of withDigits) {
    text += p.text;
    for (let k = 0; k < p.text.length; k++) {
      from.push(p.from);
      to.push(p.to);
    }
  }
  return { text, from, to };
}

/** The span of the original that a span [start, end) of the folded text came from. */
export function originalSpan(folded: Folded, start: number, end: number): { start: number; end: number } {
  return { start: folded.from[start]!, end: folded.to[end - 1]! };
}
