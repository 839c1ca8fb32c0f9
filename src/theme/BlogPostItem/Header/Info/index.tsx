import React, { type ReactNode } from 'react';
import Info from '@theme-original/BlogPostItem/Header/Info';
import type InfoType from '@theme/BlogPostItem/Header/Info';
import type { WrapperProps } from '@docusaurus/types';
import StaticIsland from '@site/src/components/StaticIsland';

type Props = WrapperProps<typeof InfoType>;

/**
 * A post's date and reading time never change after the server wrote them: kept as served on hydration (see
 * StaticIsland), so hydrating a blog page builds no `Intl.DateTimeFormat` (its first use loads the locale's
 * calendar data, a long task on a mid-range phone).
 */
export default function InfoWrapper(props: Props): ReactNode {
  return (
    <StaticIsland>
      <Info {...props} />
    </StaticIsland>
  );
}
