import { overBudget } from '../budget';

const MP = 1_000_000;

describe('the decode budget of one choice of files', () => {
  it('decodes everything that fits', () => {
    expect(overBudget([3.7 * MP, 3.7 * MP, 3.7 * MP, 0.26 * MP], 150 * MP)).toEqual([false, false, false, false]);
  });

  it('refuses the files past the budget, in the order they were chosen', () => {
    // Twelve images of 49 megapixels: three fit in 150.
    const twelve = Array.from({ length: 12 }, () => 49 * MP);
    expect(overBudget(twelve, 150 * MP)).toEqual([false, false, false, ...Array.from({ length: 9 }, () => true)]);
  });

  it('still decodes a small file after a refused large one', () => {
    expect(overBudget([100 * MP, 49 * MP, 2 * MP, 1 * MP], 150 * MP)).toEqual([false, false, true, false]);
  });

  it('counts a file that fills the budget exactly', () => {
    expect(overBudget([50 * MP, 50 * MP, 50 * MP, 1], 150 * MP)).toEqual([false, false, false, true]);
  });

  it('lets files refused for another reason take nothing', () => {
    expect(overBudget([null, 150 * MP, null, 1], 150 * MP)).toEqual([false, false, false, true]);
    expect(overBudget([], 150 * MP)).toEqual([]);
  });
});
