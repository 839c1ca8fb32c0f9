import { franc } from 'franc-min';
export function probe(t) { return franc(t, { only: ['eng', 'deu'] }); }
export function list() { return [{ a: 1 }]; }
