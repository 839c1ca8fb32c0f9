import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';

import { demos } from '@site/src/data/demos';
import { getDemoTexts } from '@site/src/components/NewTabPageFrame/demoTexts';
import DemoThumbnail from './Thumbnails';
import styles from './styles.module.css';

/**
 * Cards for the five dynamic new tab takeover demos, in the order of the placement page: a drawn
 * thumbnail, the demo name (a link to its full-screen doc) and one line on what the creative does.
 */
export default function DemoGallery(): ReactNode {
  const texts = getDemoTexts();
  return (
    <ul className={styles.gallery} data-testid="demo-gallery">
      {demos.map((demo, index) => (
        <li key={demo.id} className={styles.card}>
          <div className={styles.thumbnail}>
            <DemoThumbnail demo={demo.id} />
          </div>
          <div className={styles.body}>
            <p className={styles.number}>
              <Translate
                id="demos.gallery.number"
                description="Small label above a demo card title: the demo's position in the list"
                values={{ n: index + 1, total: demos.length }}>
                {'Demo {n} of {total}'}
              </Translate>
            </p>
            <h2 className={styles.title}>
              <Link to={demo.docPath} className={styles.link}>
                {texts[demo.id].title}
              </Link>
            </h2>
            <p className={styles.description}>{texts[demo.id].description}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
