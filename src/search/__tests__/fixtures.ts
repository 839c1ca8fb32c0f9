/** Small hand-written indexes for the engine and client tests. */
import { createAnalyzer, type Analyzer } from '../analysis';
import { SearchEngine } from '../engine';
import { indexFileOf } from '../indexFile';
import { loadStemmer } from '../stemmers';
import {
  RECORD_TYPES,
  type CompactPage,
  type CompactRecord,
  type PageKind,
  type RecordType,
  type SearchIndexFile,
} from '../types';

export interface FixturePage {
  path: string;
  lvl0: string;
  tag?: string;
  version?: string;
  /** The page's keywords (its front matter), comma-separated. */
  keywords?: string;
  /** The page's kind (absent: a help page). */
  kind?: PageKind;
  /** [type, text, anchor?]; headings nest by level, content attaches to the last heading. */
  records: Array<[RecordType, string, string?]>;
}

export const SITE = 'https://help.example.test';

export function compact(pages: FixturePage[]): { pages: CompactPage[]; records: CompactRecord[] } {
  const records: CompactRecord[] = [];
  const compactPages: CompactPage[] = pages.map((page, pageIndex) => {
    const stack: Array<{ depth: number; index: number; anchor: string }> = [];
    for (const [type, text, anchor] of page.records) {
      const depth = type === 'content' ? 99 : Number(type.slice(3));
      if (type !== 'content') while (stack.length && stack[stack.length - 1].depth >= depth) stack.pop();
      const parent = stack.length ? stack[stack.length - 1] : null;
      const index = records.length;
      const ownAnchor = type === 'content' ? (parent?.anchor ?? '') : (anchor ?? '');
      records.push([pageIndex, RECORD_TYPES.indexOf(type), parent ? parent.index : -1, ownAnchor, text]);
      if (type !== 'content') stack.push({ depth, index, anchor: ownAnchor });
    }
    const [tag, version] = [page.tag ?? 'docs-default-current', page.version ?? 'current'];
    const row: CompactPage = [page.path, page.lvl0, tag, version];
    if (page.keywords || page.kind) row.push(page.keywords ?? '');
    if (page.kind) row.push(page.kind);
    return row;
  });
  return { pages: compactPages, records };
}

export async function analyzerFor(language: string): Promise<Analyzer> {
  return createAnalyzer(language, await loadStemmer(language));
}

export async function fixtureFile(language: string, pages: FixturePage[]): Promise<SearchIndexFile> {
  return indexFileOf({ language, site: SITE, ...compact(pages) });
}

export async function fixtureEngine(language: string, pages: FixturePage[]): Promise<SearchEngine> {
  const file = await fixtureFile(language, pages);
  // Round-trip through JSON, as the browser receives it.
  return SearchEngine.create(JSON.parse(JSON.stringify(file)) as SearchIndexFile, await analyzerFor(language));
}

export const HOSTILE = '<img src=x onerror=alert(1)>';

export const spanishPages: FixturePage[] = [
  {
    path: '/es/getting-started/create-a-campaign',
    lvl0: 'Primeros pasos',
    records: [
      ['lvl1', 'Crear una campaña'],
      ['content', 'Una campaña agrupa sus conjuntos de anuncios y define cuándo se muestran.'],
      ['lvl2', 'Presupuesto', 'presupuesto'],
      ['content', 'Defina el presupuesto diario y el presupuesto total de la campaña en dólares.'],
      ['lvl3', 'Ritmo de gasto', 'ritmo-de-gasto'],
      ['content', 'El gasto se reparte a lo largo del día.'],
    ],
  },
  {
    path: '/es/getting-started/create-an-ad-set',
    lvl0: 'Primeros pasos',
    records: [
      ['lvl1', 'Crear un conjunto de anuncios'],
      ['content', 'Cada conjunto de anuncios pertenece a una campaña y fija la segmentación.'],
      ['lvl2', 'Segmentación por ubicación', 'segmentacion'],
      ['content', 'Elija países y regiones.'],
    ],
  },
  {
    path: '/es/account-management/billing',
    lvl0: 'Gestión de la cuenta',
    records: [
      ['lvl1', 'Facturación'],
      ['content', 'Pague su campaña con tarjeta de crédito o con BAT.'],
      ['lvl2', `Facturas ${HOSTILE}`, 'facturas'],
      ['content', `Las facturas mensuales incluyen el gasto ${HOSTILE} de cada campaña.`],
      ['lvl5', 'Visa'],
      ['content', 'Aceptada en todos los países.'],
    ],
  },
  {
    path: '/es/blog/novedades',
    lvl0: 'Blog',
    tag: 'default',
    version: '',
    records: [
      ['lvl1', 'Novedades de la campaña de otoño'],
      ['content', 'Nuevos formatos de anuncios para la campaña.'],
    ],
  },
];
