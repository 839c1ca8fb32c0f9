import React, { useEffect, type ReactNode } from 'react';
import AnnouncementBar from '@theme-original/AnnouncementBar';
import type AnnouncementBarType from '@theme/AnnouncementBar';
import type { WrapperProps } from '@docusaurus/types';
import { useAnnouncementBar } from '@docusaurus/theme-common/internal';

type Props = WrapperProps<typeof AnnouncementBarType>;

/** Set by Docusaurus' inline script when the bar was dismissed, to hide it before hydration. */
const initiallyDismissedAttribute = 'data-announcement-bar-initially-dismissed';

/**
 * Wrap: when the bar's id changes, Docusaurus re-activates a dismissed bar in React state, but the
 * inline script has already hidden it with a CSS attribute that only looks at the dismiss flag, so
 * the new announcement stays invisible. Clearing the attribute once the bar is active shows it.
 */
export default function AnnouncementBarWrapper(props: Props): ReactNode {
  const { isActive } = useAnnouncementBar();
  useEffect(() => {
    if (isActive) document.documentElement.setAttribute(initiallyDismissedAttribute, 'false');
  }, [isActive]);
  return <AnnouncementBar {...props} />;
}
