/**
 * While the modules imported after this one evaluate, the global `Function` refuses code given as a string, as this
 * site's CSP does (no 'unsafe-eval'), but without the browser's `securitypolicyviolation` report: a library that
 * probes whether it may compile code (`new Function('')` in a try/catch) gets the same answer, silently.
 * `./restore` puts the real constructor back; module evaluation is synchronous, so nothing else runs in between.
 * Everything else about `Function` (its prototype, `instanceof`, `Function.prototype.toString`) is unchanged.
 */
const native = globalThis.Function;

export function restoreFunction(): void {
  if (globalThis.Function !== native) globalThis.Function = native;
}

if (typeof window !== 'undefined') {
  const refused = function Function(): never {
    throw new EvalError('Code given as a string is refused by the Content Security Policy');
  };
  refused.prototype = native.prototype;
  globalThis.Function = refused as unknown as FunctionConstructor;
  // Should a module in between throw, ./restore never runs: the real constructor comes back right after anyway.
  queueMicrotask(restoreFunction);
}
