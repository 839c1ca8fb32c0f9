import { Suspense, type ReactNode } from 'react';
import type { Props } from '@theme/NavbarItem/DropdownNavbarItem';
import type { Props as MobileProps } from '@theme/NavbarItem/DropdownNavbarItem/Mobile';
import DropdownNavbarItemDesktop from '@theme/NavbarItem/DropdownNavbarItem/Desktop';
import { deferredComponent } from '@site/src/lib/deferredComponent';

// The phone menu's variant: only the phone menu would render it (it shows no dropdown today: the languages have a
// row of their own there), so it stays out of every page's first load.
const mobile = deferredComponent<MobileProps>(() => import('@theme/NavbarItem/DropdownNavbarItem/Mobile'));

/** The stock dropdown item, with the phone menu's variant in a chunk of its own. */
export default function DropdownNavbarItem({ mobile: isMobile = false, ...props }: Props): ReactNode {
  if (!isMobile) return <DropdownNavbarItemDesktop {...props} />;
  return (
    <Suspense fallback={null}>
      <mobile.Component {...props} />
    </Suspense>
  );
}
