import type { Gender } from '../gender';

/** A text in the two forms readers of each gender get (the schema's `genderedText`). */
export type GenderPair = { male: string; female: string };

/**
 * A text written once, or twice where the reader's gender changes the words (es, fr, ar, hi: decision 0033);
 * content files use the pair only where the two differ.
 */
export type VariableText = string | GenderPair;

/** `Value` with every gender pair replaced by the one text a reader of one gender gets. */
export type InGender<Value> = Value extends GenderPair
  ? string
  : Value extends string | number | boolean | null | undefined
    ? Value
    : Value extends readonly (infer Item)[]
      ? InGender<Item>[]
      : { [Key in keyof Value]: InGender<Value[Key]> };

function isGenderPair(value: object): value is GenderPair {
  const keys = Object.keys(value);
  return keys.length === 2 && typeof (value as GenderPair).male === 'string' && typeof (value as GenderPair).female === 'string';
}

/** The text of `value` for a reader of `gender`, at any depth (a profile, a question, a list). */
export function chooseGender<Value>(value: Value, gender: Gender): InGender<Value> {
  return resolve(value, gender) as InGender<Value>;
}

function resolve(value: unknown, gender: Gender): unknown {
  if (Array.isArray(value)) return value.map((item) => resolve(item, gender));
  if (value && typeof value === 'object') {
    if (isGenderPair(value)) return value[gender];
    return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, resolve(child, gender)]));
  }
  return value;
}

/** Whether any text of `value` is written in two genders. */
export function hasGenderPairs(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(hasGenderPairs);
  if (value && typeof value === 'object') return isGenderPair(value) || Object.values(value).some(hasGenderPairs);
  return false;
}
