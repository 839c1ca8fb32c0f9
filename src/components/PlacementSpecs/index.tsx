import { Suspense, type ReactNode } from 'react';

import type { PlacementId } from '@site/src/data/placements';
import ScrollBox from '@site/src/components/ScrollBox';
import StaticIsland from '@site/src/components/StaticIsland';
import { afterFirstHydration, deferredComponent } from '@site/src/lib/deferredComponent';
import type { SpecSection } from './specRows';
import styles from './styles.module.css';

export type PlacementSpecsProps = {
  /** Placement id of `src/data/placements.ts`: `ntt`, `dynamic-ntt`, `notification` or `keyword`. */
  readonly placement: PlacementId;
  /** Which table to show, e.g. `overview`, `backgroundImages`, `targeting`, `pricing`. */
  readonly section: SpecSection;
};

// The table's code, figures and messages of every placement: one chunk, which a server-rendered page never
// fetches (its tables are kept as served). The server renders it in place (the renderer waits for Suspense).
const specTable = deferredComponent(() => import('./SpecTable'));
// This module is evaluated with its page's chunk: on a client-side navigation (the first page has hydrated), the
// table's chunk is requested with it rather than when the page renders.
if (afterFirstHydration()) {
  void specTable.preload();
}

/**
 * A spec table of one placement, rendered from the data module so that every locale shows the
 * same figures. Usage in MDX: `<PlacementSpecs placement="ntt" section="backgroundImages" />`.
 * On a server-rendered page the table is kept as served (StaticIsland): hydration neither formats its figures
 * nor makes the locale's plural rules (a long task on a mid-range phone), and the page does not load the table's
 * code (a large share of the new tab takeover page's first load). After a client-side navigation the table
 * arrives with its chunk.
 */
export default function PlacementSpecs({ placement, section }: PlacementSpecsProps): ReactNode {
  return (
    <ScrollBox className={styles.wrapper}>
      <StaticIsland>
        <Suspense fallback={<div className={styles.pending} aria-busy="true" />}>
          <specTable.Component placement={placement} section={section} />
        </Suspense>
      </StaticIsland>
    </ScrollBox>
  );
}
