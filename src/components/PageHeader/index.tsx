import React, { type ReactNode } from 'react';
import Heading from '@theme/Heading';

import styles from './styles.module.css';

/** A page's h1 and its one-sentence lead, for pages whose stock layout has no heading of its own (the blog). */
export default function PageHeader({ title, lead }: { title: ReactNode; lead: ReactNode }): ReactNode {
  return (
    <header className={styles.header}>
      <Heading as="h1">{title}</Heading>
      <p className={styles.lead}>{lead}</p>
    </header>
  );
}
