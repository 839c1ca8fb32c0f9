/**
 * A chunk fetched on demand, once: every caller shares the same promise. A failed fetch (offline) is forgotten,
 * so the next call fetches the chunk anew instead of failing for the rest of the visit.
 * Usage: `const importModal = retryableImport(() => import('./SearchModal'));`
 */
export function retryableImport<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | null = null;
  return () =>
    (pending ??= load().catch((error: unknown) => {
      pending = null;
      throw error;
    }));
}
