/**
 * Names people type (users, clients, agencies): one rule for the forms and the server.
 * A name is kept in NFC, trimmed; it must show something once the invisible characters are
 * taken out, and may not carry the controls that reorder text (a right-to-left override makes
 * 'usuario\u202Etxt.exe' read differently from what it is).
 */

/** Format characters (zero-width space and joiners, BOM, soft hyphen…), separators, controls and the blank letters. */
const INVISIBLE =
  /[\p{Cf}\p{Z}\p{Cc}\u115F\u1160\u2800\u3164\uFFA0]|\u034F|\u17B4|\u17B5|\u180B|\u180C|\u180D|\u180E|\u180F/gu;
/** Unicode's bidirectional controls: marks, embeddings, overrides and isolates. */
const BIDI_CONTROL = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;

export const NAME_MESSAGES = {
  invisible: 'El nombre no puede estar vacío ni tener solo caracteres invisibles.',
  bidi: 'El nombre no puede contener caracteres que cambian la dirección del texto.',
  confusable:
    'Ya existe un usuario con un nombre que se ve igual (letras de otro alfabeto que parecen latinas). Elija otro.',
} as const;

export function normalizeName(value: string): string {
  return value.normalize('NFC').trim();
}

/** What is wrong with a (normalized) name, or null. An empty name is the field's own "required" matter. */
export function nameProblem(name: string): string | null {
  if (name === '') return null;
  if (BIDI_CONTROL.test(name)) return NAME_MESSAGES.bidi;
  if (name.replace(INVISIBLE, '') === '') return NAME_MESSAGES.invisible;
  return null;
}

/**
 * Cyrillic and Greek letters drawn like Latin ones (after lowercasing), from Unicode's
 * confusables list (UTS #39), the ones a username can hold.
 */
const LOOK_ALIKES: Readonly<Record<string, string>> = {
  // Cyrillic
  а: 'a',
  в: 'b',
  г: 'r',
  д: 'd',
  е: 'e',
  ё: 'e',
  з: '3',
  и: 'u',
  к: 'k',
  м: 'm',
  н: 'h',
  о: 'o',
  п: 'n',
  р: 'p',
  с: 'c',
  т: 't',
  у: 'y',
  х: 'x',
  ь: 'b',
  ѕ: 's',
  і: 'i',
  ї: 'i',
  ј: 'j',
  һ: 'h',
  ԁ: 'd',
  ԛ: 'q',
  ԝ: 'w',
  ӏ: 'l',
  ɡ: 'g',
  ү: 'y',
  ң: 'h',
  қ: 'k',
  // Greek
  α: 'a',
  β: 'b',
  γ: 'y',
  ε: 'e',
  ζ: 'z',
  η: 'n',
  ι: 'i',
  κ: 'k',
  μ: 'u',
  ν: 'v',
  ο: 'o',
  ρ: 'p',
  σ: 'o',
  τ: 't',
  υ: 'u',
  χ: 'x',
  ω: 'w',
  ϲ: 'c',
  ϳ: 'j',
  // Latin letters drawn like others
  ı: 'i',
  ȷ: 'j',
  ɩ: 'i',
  ɑ: 'a',
};

/**
 * A username's look: compatibility forms folded (fullwidth 'ａ' is 'a'), marks dropped, case
 * ignored, and each look-alike read as the Latin letter it imitates. Two names with the same
 * skeleton cannot be told apart on screen.
 */
export function nameSkeleton(name: string): string {
  const folded = name.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(INVISIBLE, '');
  return Array.from(folded, (char) => LOOK_ALIKES[char] ?? char).join('');
}

export function looksLike(a: string, b: string): boolean {
  return nameSkeleton(a) === nameSkeleton(b);
}
