import React, { useContext, type ReactNode } from 'react';
import Mobile from '@theme-original/DocItem/TOC/Mobile';
import type MobileType from '@theme/DocItem/TOC/Mobile';
import type { WrapperProps } from '@docusaurus/types';
import { TocUnderTitle } from '@site/src/lib/tocUnderTitle';

export type DocItemTOCMobileProps = WrapperProps<typeof MobileType>;

/** The stock phone contents box, shown under the title (src/theme/DocItem/Content) rather than above it. */
export default function DocItemTOCMobileWrapper(props: DocItemTOCMobileProps): ReactNode {
  if (!useContext(TocUnderTitle)) return null;
  return <Mobile {...props} />;
}
