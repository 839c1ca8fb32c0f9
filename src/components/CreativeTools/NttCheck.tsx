import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';

import { analyseImage, type AnalysedImage } from './analyseImage';
import DropZone from './DropZone';
import { getCommonMessages, fill } from './messages';
import { getNttMessages } from './nttMessages';
import { backgroundRows, logoRows } from './nttChecks';
import NttPreview from './NttPreview';
import { ResultSummary, ResultTable, type CheckRow } from './Results';
import { useFormatters } from './useFormatters';
import styles from './styles.module.css';

/**
 * New tab takeover check: background images and logo canvas, checked in the page against the new tab
 * takeover specs of `src/data/placements.ts`, then previewed in the emulated new tab page.
 * Usage in MDX: `<NttCheck />`.
 */
export default function NttCheck(): ReactNode {
  const m = getNttMessages();
  const common = getCommonMessages();
  const f = useFormatters();
  const [backgrounds, setBackgrounds] = useState<AnalysedImage[]>([]);
  const [logo, setLogo] = useState<AnalysedImage | null>(null);
  const [pending, setPending] = useState(0);
  const alive = useRef(true);
  useEffect(
    () => () => {
      alive.current = false;
    },
    [],
  );

  const analyse = useCallback(async (files: File[]) => {
    setPending((n) => n + files.length);
    const started = performance.now();
    const results = await Promise.all(files.map((file) => analyseImage(file)));
    // A User Timing entry for benchmarks (file count only, never names or contents); nothing is logged.
    performance.measure('creative-tools:check', { start: started, detail: { files: files.length } });
    if (alive.current) setPending((n) => n - files.length);
    return results;
  }, []);

  const addBackgrounds = async (files: File[]) => {
    const results = await analyse(files);
    if (alive.current) setBackgrounds((list) => [...list, ...results]);
  };
  const chooseLogo = async (files: File[]) => {
    const [result] = await analyse(files.slice(0, 1));
    if (alive.current) setLogo(result);
  };
  const removeBackground = (id: string) => setBackgrounds((list) => list.filter((b) => b.id !== id));

  const rows: CheckRow[] = [];
  if (backgrounds.length || logo) {
    rows.push(...backgroundRows(backgrounds, m, f));
    if (logo) rows.push(...logoRows(logo, m, f));
  }
  const all = [...backgrounds, ...(logo ? [logo] : [])];

  return (
    <div className={styles.tool} data-testid="ntt-check">
      <p className={styles.privacy}>{common.privacy}</p>
      <div className={styles.inputs}>
        <section className={styles.inputGroup} aria-labelledby="ntt-backgrounds">
          <h2 id="ntt-backgrounds">{m.backgroundsHeading}</h2>
          <DropZone
            label={m.chooseBackgrounds}
            hint={m.dropHint}
            multiple
            onFiles={addBackgrounds}
            testId="ntt-backgrounds-input"
          />
          <FileList images={backgrounds} onRemove={removeBackground} removeLabel={m.remove} bytes={f.bytes} />
        </section>
        <section className={styles.inputGroup} aria-labelledby="ntt-logo">
          <h2 id="ntt-logo">{m.logoHeading}</h2>
          <DropZone label={m.chooseLogo} hint={m.dropHint} onFiles={chooseLogo} testId="ntt-logo-input" />
          <FileList images={logo ? [logo] : []} onRemove={() => setLogo(null)} removeLabel={m.remove} bytes={f.bytes} />
        </section>
      </div>

      <h2>{m.resultsHeading}</h2>
      <ResultSummary rows={rows} busy={pending > 0 ? m.reading : undefined} />
      {rows.length ? (
        <>
          <ResultTable rows={rows} caption={m.resultsHeading} />
          <p className={styles.note} data-testid="weight-note">
            <strong>{m.checkWeight}: </strong>
            {fill(m.weightNote, { sizes: all.map((i) => `${i.name} (${f.bytes(i.bytes)})`).join(', ') })}
          </p>
          <p className={styles.note}>{m.differentHow}</p>
        </>
      ) : (
        <p className={styles.placeholder}>{m.nothingChosen}</p>
      )}

      <h2>{m.previewHeading}</h2>
      <NttPreview backgrounds={backgrounds} logo={logo} messages={m} />
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
