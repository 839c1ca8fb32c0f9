import type { ReactNode } from 'react';

import type { PlacementId } from '@site/src/data/placements';
import ScrollBox from '@site/src/components/ScrollBox';
import type { SpecSection } from './specRows';
import SpecTable from './SpecTable';
import styles from './styles.module.css';

export type PlacementSpecsProps = {
  /** Placement id of `src/data/placements.ts`: `ntt`, `dynamic-ntt`, `notification` or `keyword`. */
  readonly placement: PlacementId;
  /** Which table to show, e.g. `overview`, `backgroundImages`, `targeting`, `pricing`. */
  readonly section: SpecSection;
};

/**
 * A spec table of one placement, rendered from the data module so that every locale shows the
 * same figures. Usage in MDX: `<PlacementSpecs placement="ntt" section="backgroundImages" />`.
 * A wide table scrolls inside its own box (ScrollBox), not the page.
 */
export default function PlacementSpecs({ placement, section }: PlacementSpecsProps): ReactNode {
  return (
    <ScrollBox className={styles.wrapper}>
      <SpecTable placement={placement} section={section} />
    </ScrollBox>
  );
}
