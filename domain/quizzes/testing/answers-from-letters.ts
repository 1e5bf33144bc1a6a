/** Option ids from one letter per question ('abca…' -> q1-a, q2-b, …), for readable scoring tables. */
export function answersFromLetters(letters: string): string[] {
  return [...letters].map((letter, index) => `q${index + 1}-${letter}`);
}
