import { decodableHash } from '../hash';

describe('decodableHash', () => {
  test.each(['', '#daily', '#d%C3%ADa', '#100%25', '#a%20b'])('leaves the decodable %j as it is', (hash) => {
    expect(decodableHash(hash)).toBe(hash);
  });

  test.each([
    ['#%zz', '#%25zz'],
    ['#50%', '#50%25'],
    ['#%E0%A4%A', '#%25E0%25A4%25A'],
    ['#%C3', '#%25C3'],
    ['#%ED%A0%80', '#%25ED%25A0%2580'],
  ])('makes %j decodable as %j', (hash, expected) => {
    const safe = decodableHash(hash);
    expect(safe).toBe(expected);
    expect(() => decodeURIComponent(safe)).not.toThrow();
  });
});
