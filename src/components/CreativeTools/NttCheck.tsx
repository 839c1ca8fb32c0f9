import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';

import { retryableImport } from '@site/src/lib/retryableImport';

import type { AnalysedImage } from './analyseImage';
import type * as NttToolModule from './nttTool';
import DropZone from './DropZone';
import { getCommonMessages, fill } from './messages';
import { getNttMessages } from './nttMessages';
import type { CheckRow } from './Results';
import { ResultSummary } from './ResultSummary';
import { useFormatters } from './useFormatters';
import styles from './styles.module.css';

type NttTool = typeof NttToolModule;

/** The analysis, the result rows and the preview (./nttTool.ts), fetched once; a failed load is retried next time. */
const importTool = retryableImport((): Promise<NttTool> => import('./nttTool'));

/** Starts the fetch on an intent to choose a file; a failure shows when the files are chosen. */
function preloadTool(): void {
  importTool().catch(() => undefined);
}

/**
 * New tab takeover check: background images and logo canvas, checked in the page against the new tab
 * takeover specs of `src/data/placements.ts`, then previewed in the emulated new tab page. The form is
 * all the first load carries; the checking code (./nttTool.ts) arrives on the first intent to choose a file.
 * Usage in MDX: `<NttCheck />`.
 */
export default function NttCheck(): ReactNode {
  const m = getNttMessages();
  const common = getCommonMessages();
  const f = useFormatters();
  const [tool, setTool] = useState<NttTool | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [backgrounds, setBackgrounds] = useState<AnalysedImage[]>([]);
  const [logo, setLogo] = useState<AnalysedImage | null>(null);
  const [pending, setPending] = useState(0);
  // Files chosen beyond the placement's maximum: never read, named (a few) in a note, counted in the count row.
  const [setAside, setSetAside] = useState<{ count: number; names: string[] } | null>(null);
  // Backgrounds kept or being read, so that choices made in quick succession share the cap too.
  const reserved = useRef(0);
  const alive = useRef(true);
  useEffect(
    () => () => {
      alive.current = false;
    },
    [],
  );

  /** The chosen files' analyses, or null when the checking code could not be fetched (nothing is kept). */
  const analyse = useCallback(async (files: File[]): Promise<AnalysedImage[] | null> => {
    setPending((n) => n + files.length);
    const started = performance.now();
    let loaded: NttTool;
    try {
      loaded = await importTool();
    } catch {
      if (alive.current) {
        setPending((n) => n - files.length);
        setLoadFailed(true);
      }
      return null;
    }
    // One file at a time, under a budget for the whole choice (./analyseImage.ts).
    const results = await loaded.analyseImages(files);
    // A User Timing entry for benchmarks (file count only, never names or contents); nothing is logged.
    performance.measure('creative-tools:check', { start: started, detail: { files: files.length } });
    if (alive.current) {
      setTool(() => loaded);
      setLoadFailed(false);
      setPending((n) => n - files.length);
    }
    return results;
  }, []);

  const addBackgrounds = async (files: File[]) => {
    let loaded: NttTool;
    try {
      loaded = await importTool();
    } catch {
      if (alive.current) setLoadFailed(true);
      return;
    }
    // Only as many as the placement takes are read; the others are set aside before any work is done on them.
    const room = Math.max(0, loaded.MAX_BACKGROUNDS - reserved.current);
    const taken = files.slice(0, room);
    const aside = files.slice(room);
    reserved.current += taken.length;
    if (alive.current) {
      setTool(() => loaded);
      setSetAside(
        aside.length ? { count: aside.length, names: aside.slice(0, loaded.SET_ASIDE_NAMES).map((f) => f.name) } : null,
      );
    }
    if (!taken.length) return;
    const results = await analyse(taken);
    if (!results) reserved.current -= taken.length;
    else if (alive.current) setBackgrounds((list) => [...list, ...results]);
  };
  const chooseLogo = async (files: File[]) => {
    const results = await analyse(files.slice(0, 1));
    if (results && alive.current) setLogo(results[0]);
  };
  const removeBackground = (id: string) => {
    reserved.current -= 1;
    setSetAside(null);
    setBackgrounds((list) => list.filter((b) => b.id !== id));
  };

  // The results' texts come with the checking code: none of them shows before a file is chosen.
  const r = tool?.getNttResultMessages();
  let rows: CheckRow[] = [];
  if (tool && r && (backgrounds.length || logo)) {
    rows = tool.backgroundRows(backgrounds, r, f, backgrounds.length + (setAside?.count ?? 0));
    if (logo) rows = rows.concat(tool.logoRows(logo, r, f));
  }
  const all = [...backgrounds, ...(logo ? [logo] : [])];
  const overBudget = all.filter((image) => image.refusal === 'over-budget');
  const Preview = tool?.NttPreview;

  return (
    <div className={styles.tool} data-testid="ntt-check">
      <p className={styles.privacy}>{common.privacy}</p>
      <div className={styles.inputs}>
        <section className={styles.inputGroup} aria-labelledby="ntt-backgrounds">
          <h2 id="ntt-backgrounds">{m.backgroundsHeading}</h2>
          <DropZone
            label={m.chooseBackgrounds}
            hint={m.dropHint}
            touchHint={m.touchHint}
            multiple
            onFiles={addBackgrounds}
            onIntent={preloadTool}
            testId="ntt-backgrounds-input"
          />
          {/* One cell of the section's subgrid (heading, drop zone, files): the note goes with the list. */}
          <div>
            <FileList images={backgrounds} onRemove={removeBackground} removeLabel={m.remove} bytes={f.bytes} />
            {tool && r && setAside && (
              <p className={styles.note} role="status" data-testid="set-aside-note">
                {fill(r.setAsideNote, {
                  max: f.number(tool.MAX_BACKGROUNDS),
                  count: f.number(setAside.count),
                  names: setAside.names.join(', ') + (setAside.count > setAside.names.length ? ', …' : ''),
                })}
              </p>
            )}
          </div>
        </section>
        <section className={styles.inputGroup} aria-labelledby="ntt-logo">
          <h2 id="ntt-logo">{m.logoHeading}</h2>
          <DropZone
            label={m.chooseLogo}
            hint={m.dropHint}
            touchHint={m.touchHint}
            onFiles={chooseLogo}
            onIntent={preloadTool}
            testId="ntt-logo-input"
          />
          <FileList images={logo ? [logo] : []} onRemove={() => setLogo(null)} removeLabel={m.remove} bytes={f.bytes} />
        </section>
      </div>

      <h2>{m.resultsHeading}</h2>
      <ResultSummary busy={pending > 0 ? m.reading : loadFailed ? m.loadFailed : undefined}>
        {tool && rows.length ? <tool.SummaryCounts rows={rows} /> : ''}
      </ResultSummary>
      {tool && r && overBudget.length > 0 && (
        <p className={styles.note} data-testid="budget-note">
          {fill(r.overBudgetNote, {
            budget: f.number(tool.CHOICE_MEGAPIXELS),
            names: overBudget.map((image) => image.name).join(', '),
          })}
        </p>
      )}
      {tool && r && rows.length ? (
        <>
          <tool.ResultTable rows={rows} caption={m.resultsHeading} />
          <p className={styles.note} data-testid="weight-note">
            <strong>{r.checkWeight}: </strong>
            {fill(r.weightNote, { sizes: all.map((i) => `${i.name} (${f.bytes(i.bytes)})`).join(', ') })}
          </p>
          <p className={styles.note}>{r.differentHow}</p>
        </>
      ) : (
        <p className={styles.waiting} data-testid="results-waiting">
          {m.nothingChosen}
        </p>
      )}

      {/* Nothing chosen: the line above already says the preview comes with the files, so no empty section. Files
          are kept only once the checking code has read them, so the preview and its texts are there with them. */}
      {Preview && r && all.length > 0 && (
        <>
          <h2>{r.previewHeading}</h2>
          <Preview backgrounds={backgrounds} logo={logo} messages={r} />
        </>
      )}
    </div>
  );
}

function FileList({
  images,
  onRemove,
  removeLabel,
  bytes,
}: {
  readonly images: readonly AnalysedImage[];
  readonly onRemove: (id: string) => void;
  readonly removeLabel: string;
  readonly bytes: (n: number) => string;
}): ReactNode {
  if (!images.length) return null;
  return (
    <ul className={styles.fileList}>
      {images.map((image) => (
        <li key={image.id}>
          <span>
            {image.name} ({bytes(image.bytes)})
          </span>
          <button
            type="button"
            className={styles.removeButton}
            onClick={() => onRemove(image.id)}
            aria-label={fill(removeLabel, { name: image.name })}>
            ×
          </button>
        </li>
      ))}
    </ul>
  );
}
