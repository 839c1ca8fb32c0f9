import { useEffect, useMemo, useState, type ReactNode } from 'react';
import clsx from 'clsx';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

import { placements } from '@site/src/data/placements';
import { cropAround, pointInCrop } from '@site/src/lib/creative/crop';
import { SearchIcon } from '@site/src/components/NewTabPageFrame/icons';
import { getNtpMessages } from '@site/src/components/NewTabPageFrame/messages';
import Widgets from '@site/src/components/NewTabPageFrame/Widgets';
import ntp from '@site/src/components/NewTabPageFrame/styles.module.css';
import type { AnalysedImage } from './analyseImage';
import BitmapCanvas from './BitmapCanvas';
import { fill } from './messages';
import type { NttResultMessages } from './nttResultMessages';
import { useFormatters } from './useFormatters';
import styles from './styles.module.css';

const { size, focalPoint } = placements.ntt.backgroundImages;
/** The desktop stage is laid out at 1920 x 1080 CSS px and scaled to fit, so the widgets keep their size ratio. */
const STAGE = { width: 1920, height: 1080 };
/** A phone screen in CSS px (portrait, about 9:19.5). */
const PHONE = { width: 390, height: 844 };
const ROTATE_MS = 5000;
/**
 * Below this fitted scale (a box narrower than about 770 px: phones, small tablets) the widgets' text is too small to
 * read, so the desktop can be enlarged to ENLARGED_SCALE (1440 x 810 px, its 14 px text at about 10 px) and scrolled.
 */
const ENLARGE_BELOW = 0.4;
const ENLARGED_SCALE = 0.75;

/** Crop maths in image pixels (the 2560 x 1440 spec space); mapped onto the decoded copy when drawn. */
const imageSize = { width: size.widthPx, height: size.heightPx };
const focal = { x: focalPoint.xPx, y: focalPoint.yPx };
const crop = cropAround(imageSize, focal, PHONE.width / PHONE.height);
const phoneFocal = pointInCrop(focal, crop);

const pct = (v: number) => `${(v * 100).toFixed(3)}%`;

function useReducedMotion(): boolean {
  const [reduced, setReduced] = useState(false);
  useEffect(() => {
    const query = window.matchMedia('(prefers-reduced-motion: reduce)');
    setReduced(query.matches);
    const onChange = () => setReduced(query.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);
  return reduced;
}

/** Scale that fits `base` CSS px into the observed element's width; pass the returned ref callback to the element. */
function useScale(base: number): [number, (el: HTMLElement | null) => void, HTMLElement | null] {
  const [el, setEl] = useState<HTMLElement | null>(null);
  const [scale, setScale] = useState(0.4);
  useEffect(() => {
    if (!el) return undefined;
    const observer = new ResizeObserver(([entry]) => setScale(entry.contentRect.width / base));
    observer.observe(el);
    return () => observer.disconnect();
  }, [el, base]);
  return [scale, setEl, el];
}

export type NttPreviewProps = {
  readonly backgrounds: readonly AnalysedImage[];
  readonly logo: AnalysedImage | null;
  readonly messages: NttResultMessages;
};

/**
 * Each decoded background in the emulated new tab page (furniture of `NewTabPageFrame`), with the
 * logo canvas, the focal point, the zones the widgets cover, and the phone crop around the focal point.
 */
export default function NttPreview({ backgrounds, logo, messages: m }: NttPreviewProps): ReactNode {
  const {
    i18n: { currentLocale },
  } = useDocusaurusContext();
  const ntpMessages = getNtpMessages();
  const images = backgrounds.filter((b) => b.bitmap);
  const reduced = useReducedMotion();
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(true);
  const [zones, setZones] = useState(true);
  const [enlarged, setEnlarged] = useState(false);
  const rotating = playing && !reduced && images.length > 1;
  const [fitScale, stageRef, stageViewport] = useScale(STAGE.width);
  const canEnlarge = fitScale < ENLARGE_BELOW;
  const zoomed = enlarged && canEnlarge;
  const scale = zoomed ? ENLARGED_SCALE : fitScale;
  const { number: num } = useFormatters();

  useEffect(() => {
    if (!rotating) return undefined;
    const timer = window.setInterval(() => setIndex((i) => i + 1), ROTATE_MS);
    return () => window.clearInterval(timer);
  }, [rotating]);

  // Enlarged, the box opens on the focal point (the part of the picture that matters), not on its left edge.
  useEffect(() => {
    if (!zoomed || !stageViewport) return;
    const focalX = (focal.x / imageSize.width) * STAGE.width * ENLARGED_SCALE;
    stageViewport.scrollLeft = Math.max(0, focalX - stageViewport.clientWidth / 2);
  }, [zoomed, stageViewport]);

  const current = images.length ? images[index % images.length] : null;
  const bitmap = current?.bitmap ?? null;

  const bitmapCrop = useMemo(() => {
    if (!bitmap) return undefined;
    const sx = bitmap.width / imageSize.width;
    const sy = bitmap.height / imageSize.height;
    return { x: crop.x * sx, y: crop.y * sy, width: crop.width * sx, height: crop.height * sy };
  }, [bitmap]);

  if (!current || !bitmap) return <p className={styles.waiting}>{m.noPreview}</p>;

  const focalStyle = { left: pct(focal.x / imageSize.width), top: pct(focal.y / imageSize.height) };
  return (
    <div className={styles.preview} data-testid="ntt-preview" data-index={index % images.length}>
      <p className={styles.previewIntro}>{fill(m.previewIntro, { x: num(focal.x), y: num(focal.y) })}</p>
      <div className={styles.previewControls}>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => setIndex((i) => i + 1)}
          disabled={images.length < 2}>
          {m.next}
        </button>
        {!reduced && images.length > 1 && (
          <button
            type="button"
            className="button button--secondary"
            aria-pressed={!playing}
            onClick={() => setPlaying((p) => !p)}>
            {playing ? m.pause : m.play}
          </button>
        )}
        {canEnlarge && (
          <button
            type="button"
            className="button button--secondary"
            aria-pressed={zoomed}
            onClick={() => setEnlarged((e) => !e)}
            data-testid="ntt-zoom">
            {m.enlarge}
          </button>
        )}
        <label className={styles.zoneToggle}>
          <input type="checkbox" checked={zones} onChange={(e) => setZones(e.currentTarget.checked)} /> {m.showZones}
        </label>
      </div>
      <p className={styles.showing} data-testid="ntt-preview-showing">
        {fill(m.showing, {
          index: num((index % images.length) + 1),
          count: num(images.length),
          name: current.name,
        })}
      </p>
      <div className={styles.previewRow}>
        <figure className={styles.desktopFigure}>
          <div
            ref={stageRef}
            className={clsx(styles.stageViewport, zoomed && styles.stageViewportZoomed)}
            data-testid="ntt-stage"
            // Enlarged, the box scrolls: it takes the focus so that the keyboard can scroll it too.
            {...(zoomed ? { tabIndex: 0, role: 'region', 'aria-label': m.desktop } : {})}>
            <div
              className={styles.stageBox}
              style={zoomed ? { width: STAGE.width * scale, height: STAGE.height * scale } : undefined}>
              <div
                className={styles.stage}
                data-zones={zones}
                data-reduced-motion={reduced}
                style={{ width: STAGE.width, height: STAGE.height, transform: `scale(${scale})` }}
                aria-hidden="true">
                <BitmapCanvas
                  key={current.id}
                  bitmap={bitmap}
                  width={STAGE.width}
                  height={STAGE.height}
                  className={styles.fill}
                />
                <div className={ntp.scrim} />
                <div
                  className={styles.cropFrame}
                  style={{
                    left: pct(crop.x / imageSize.width),
                    top: pct(crop.y / imageSize.height),
                    width: pct(crop.width / imageSize.width),
                    height: pct(crop.height / imageSize.height),
                  }}
                />
                {logo?.bitmap && (
                  <BitmapCanvas bitmap={logo.bitmap} width={256} height={256} className={styles.desktopLogo} />
                )}
                <div className={ntp.overlay}>
                  <div className={ntp.topCenter}>
                    <div className={styles.zone}>
                      <div className={ntp.search}>
                        <SearchIcon className={ntp.searchIcon} />
                        <span>{ntpMessages.searchPlaceholder}</span>
                      </div>
                    </div>
                  </div>
                  <div className={ntp.bottom}>
                    <div className={styles.zone}>
                      <Widgets messages={ntpMessages} locale={currentLocale} />
                    </div>
                  </div>
                </div>
                <span className={styles.focal} style={focalStyle} />
              </div>
            </div>
          </div>
          <figcaption>
            {m.desktop}
            {zoomed && <span className={styles.zoomHint}>{m.enlargedHint}</span>}
          </figcaption>
        </figure>
        <figure className={styles.phoneFigure}>
          <div className={styles.phone} aria-hidden="true">
            {bitmapCrop && (
              <BitmapCanvas
                key={current.id}
                bitmap={bitmap}
                source={bitmapCrop}
                width={PHONE.width}
                height={PHONE.height}
                className={styles.fill}
              />
            )}
            {logo?.bitmap && (
              <BitmapCanvas bitmap={logo.bitmap} width={160} height={160} className={styles.phoneLogo} />
            )}
            <span className={styles.focal} style={{ left: pct(phoneFocal.x), top: pct(phoneFocal.y) }} />
          </div>
          <figcaption>{m.phone}</figcaption>
        </figure>
      </div>
    </div>
  );
}
