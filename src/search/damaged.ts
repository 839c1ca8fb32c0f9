/**
 * Whether a failed search comes from a damaged index (`SearchIndexDamagedError` of ./loader.ts, the error or one it
 * was caused by). By name, so that the modal and the search page can tell without loading the index code.
 */
export function isIndexDamaged(error: unknown): boolean {
  for (let e = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth += 1)
    if (e.name === 'SearchIndexDamagedError') return true;
  return false;
}
