import type { ReactNode } from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { usePluralForm } from '@docusaurus/theme-common';

import { toolLinkFor } from '@site/src/components/CreativeTools/ToolLink';
import { formatValue } from './formatSpec';
import { getSpecMessages } from './messages';
import { specTable } from './specRows';
import type { PlacementSpecsProps } from './index';
import styles from './styles.module.css';

/** The table itself: rendered on the server, and after a client-side navigation (see PlacementSpecs). */
export default function SpecTable({ placement, section }: PlacementSpecsProps): ReactNode {
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
