import { describe, expect, it } from 'vitest';
import { chooseGender, hasGenderPairs } from './gendered-text';

describe('texts in the forms of the reader\'s gender', () => {
  const profile = {
    title: 'Corazón de oro',
    traits: ['leal', { male: 'atento', female: 'atenta' }],
    deep: { story: [{ male: 'Eres tranquilo.', female: 'Eres tranquila.' }], bestMatch: { type: 'fun', reason: 'Os reís mucho.' } },
  };

  it('picks one form of every pair at any depth and leaves everything else as it is', () => {
    expect(chooseGender(profile, 'female')).toEqual({
      title: 'Corazón de oro',
      traits: ['leal', 'atenta'],
      deep: { story: ['Eres tranquila.'], bestMatch: { type: 'fun', reason: 'Os reís mucho.' } },
    });
    expect(chooseGender(profile, 'male').traits).toEqual(['leal', 'atento']);
  });

  it('tells content written twice from content written once', () => {
    expect(hasGenderPairs(profile)).toBe(true);
    expect(hasGenderPairs(chooseGender(profile, 'male'))).toBe(false);
    // An object with other keys besides the two forms is not a pair.
    expect(chooseGender({ male: 'a', female: 'b', note: 'c' }, 'female')).toEqual({ male: 'a', female: 'b', note: 'c' });
  });
});
