import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import Translate, { translate } from '@docusaurus/Translate';
import Layout from '@theme/Layout';

import DemoGallery from '@site/src/components/DemoGallery';
import { dynamicNttDocPath } from '@site/src/data/demos';
import styles from './_components/dynamicNtt.module.css';

/**
 * `/dynamic-ntt`: the gallery of the dynamic new tab takeover demos, in every locale. Each card opens a
 * demo doc, which shows its creative full screen in the emulated new tab page.
 */
export default function DynamicNttGallery(): ReactNode {
  return (
    <Layout
      title={translate({
        id: 'demos.page.title',
        message: 'Dynamic new tab takeover demos',
        description: 'Title of the /dynamic-ntt gallery page (browser tab and heading)',
      })}
      description={translate({
        id: 'demos.page.metaDescription',
        message:
          'Five live demos of animated new tab takeover creatives, each shown full screen in an emulated Brave new tab page.',
        description: 'Meta description of the /dynamic-ntt gallery page',
      })}>
      <main className={`container margin-vert--lg ${styles.page}`}>
        <h1>
          <Translate id="demos.page.heading" description="Heading of the /dynamic-ntt gallery page">
            Dynamic new tab takeover demos
          </Translate>
        </h1>
        <p className={styles.intro}>
          <Translate
            id="demos.page.intro"
            description="Intro paragraph of the /dynamic-ntt gallery page; {placementLink} is a link to the placement page"
            values={{
              placementLink: (
                <Link to={dynamicNttDocPath}>
                  <Translate id="demos.page.placementLink" description="Link text to the dynamic new tab takeover page">
                    dynamic new tab takeover
                  </Translate>
                </Link>
              ),
            }}>
            {
              'A {placementLink} replaces the still background of the new tab page with a small animated HTML creative. Each demo below opens full screen in an emulated Brave new tab page, with the search box, the settings menu and the widget cards drawn over the creative, so you can judge what stays visible. The creatives are our own and run entirely from this site.'
            }
          </Translate>
        </p>
        <p className={styles.tip}>
          <Translate id="demos.page.tip" description="Tip under the intro of the /dynamic-ntt gallery page">
            In a demo, the gear button at the top right switches between demos, and the link at the top left brings you
            back to the docs.
          </Translate>
        </p>
        <DemoGallery />
      </main>
    </Layout>
  );
}
