import { createContext } from 'react';

/**
 * True inside the title block of a doc (src/theme/DocItem/Content): the one place the phone contents box shows
 * (src/theme/DocItem/TOC/Mobile). The stock layout renders that box above the content, between the breadcrumbs
 * and the title.
 */
export const TocUnderTitle = createContext(false);
