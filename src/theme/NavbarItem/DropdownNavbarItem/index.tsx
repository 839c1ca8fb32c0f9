import { Suspense, type ReactNode } from 'react';
import type { Props } from '@theme/NavbarItem/DropdownNavbarItem';
import type { Props as MobileProps } from '@theme/NavbarItem/DropdownNavbarItem/Mobile';
import DropdownNavbarItemDesktop from '@theme/NavbarItem/DropdownNavbarItem/Desktop';
import { deferredComponent } from '@site/src/lib/deferredComponent';

// The phone menu's variant: only the phone menu renders it, and that menu is itself loaded on intent
// (src/theme/Navbar/MobileSidebar), which preloads this chunk with its own.
const mobile = deferredComponent<MobileProps>(() => import('@theme/NavbarItem/DropdownNavbarItem/Mobile'));

/** Starts loading the phone menu's variant of the dropdown. */
export const preloadMobileDropdown = mobile.preload;

/** The stock dropdown item, with the phone menu's variant in a chunk of its own. */
export default function DropdownNavbarItem({ mobile: isMobile = false, ...props }: Props): ReactNode {
  if (!isMobile) return <DropdownNavbarItemDesktop {...props} />;
  return (
    <Suspense fallback={null}>
      <mobile.Component {...props} />
    </Suspense>
  );
}
