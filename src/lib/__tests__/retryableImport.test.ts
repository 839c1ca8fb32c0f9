import { retryableImport } from '../retryableImport';

describe('retryableImport', () => {
  test('fetches once and gives every caller the same module', async () => {
    const load = jest.fn(() => Promise.resolve({ answer: 42 }));
    const importOnce = retryableImport(load);
    const [a, b] = await Promise.all([importOnce(), importOnce()]);
    expect(await importOnce()).toBe(a);
    expect(b).toBe(a);
    expect(load).toHaveBeenCalledTimes(1);
  });

  test('a failed fetch reaches its callers, and the next call fetches again', async () => {
    const load = jest
      .fn<Promise<string>, []>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce('module');
    const importOnce = retryableImport(load);
    await expect(importOnce()).rejects.toThrow('offline');
    await expect(importOnce()).resolves.toBe('module');
    await expect(importOnce()).resolves.toBe('module');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
