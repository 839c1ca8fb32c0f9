import type { ReactNode } from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { usePluralForm } from '@docusaurus/theme-common';

import type { PlacementId } from '@site/src/data/placements';
import { toolLinkFor } from '@site/src/components/CreativeTools/ToolLink';
import ScrollBox from '@site/src/components/ScrollBox';
import StaticIsland from '@site/src/components/StaticIsland';
import { formatValue } from './formatSpec';
import { getSpecMessages } from './messages';
import { specTable, type SpecSection } from './specRows';
import styles from './styles.module.css';

export type PlacementSpecsProps = {
  /** Placement id of `src/data/placements.ts`: `ntt`, `dynamic-ntt`, `notification` or `keyword`. */
  readonly placement: PlacementId;
  /** Which table to show, e.g. `overview`, `backgroundImages`, `targeting`, `pricing`. */
  readonly section: SpecSection;
};

/** The table itself: rendered on the server, and after a client-side navigation (see PlacementSpecs). */
function SpecTable({ placement, section }: PlacementSpecsProps): ReactNode {
  const {
    i18n: { currentLocale },
  } = useDocusaurusContext();
  const { selectMessage } = usePluralForm();
  const messages = getSpecMessages();
  const table = specTable(placement, section);
  const ctx = { locale: currentLocale, messages, selectPlural: selectMessage };
  const [labelColumn, valueColumn] = table.columns;

  return (
    <>
      <table className={styles.specs} data-placement={placement} data-section={section}>
        <thead>
          <tr>
            <th scope="col">{messages[labelColumn]}</th>
            <th scope="col">{messages[valueColumn]}</th>
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row) => {
            const value = formatValue(row.value, ctx);
            return (
              <tr key={row.label}>
                <th scope="row">{messages[row.label]}</th>
                <td>{value.kind === 'code' ? <code>{value.text}</code> : value.text}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {toolLinkFor(placement, section)}
    </>
  );
}

/**
 * A spec table of one placement, rendered from the data module so that every locale shows the
 * same figures. Usage in MDX: `<PlacementSpecs placement="ntt" section="backgroundImages" />`.
 * On a server-rendered page the table is kept as served (StaticIsland): hydration neither formats its figures
 * nor makes the locale's plural rules (75 ms of the new tab takeover page under 4x CPU throttling).
 */
export default function PlacementSpecs({ placement, section }: PlacementSpecsProps): ReactNode {
  return (
    <ScrollBox className={styles.wrapper}>
      <StaticIsland>
        <SpecTable placement={placement} section={section} />
      </StaticIsland>
    </ScrollBox>
  );
}
