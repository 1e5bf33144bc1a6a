/** The genders a visitor can choose (spec: name and gender before every quiz). */
export const genders = ['male', 'female'] as const;
export type Gender = (typeof genders)[number];

/** A gender read from a URL or storage; anything else is unknown. */
export function readGender(value: string | null | undefined): Gender | null {
  return value === 'male' || value === 'female' ? value : null;
}
