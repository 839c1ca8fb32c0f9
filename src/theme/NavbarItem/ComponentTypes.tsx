import type { ReactNode } from 'react';
import ComponentTypes from '@theme-original/NavbarItem/ComponentTypes';
import type { Props as LocaleDropdownProps } from '@theme/NavbarItem/LocaleDropdownNavbarItem';
import LocaleDropdownNavbarItem from '@theme/NavbarItem/LocaleDropdownNavbarItem';

/**
 * The language dropdown in the navbar only: the phone menu lists the editions in a row of its own at its top level
 * (Navbar/MobileSidebar/Header), so its main menu, behind "Back to main menu", does not list them a second time.
 */
function NavbarLocaleDropdown(props: LocaleDropdownProps): ReactNode {
  return props.mobile ? null : <LocaleDropdownNavbarItem {...props} />;
}

/** The stock map of navbar item types, with the language dropdown above. */
export default {
  ...ComponentTypes,
  localeDropdown: NavbarLocaleDropdown,
} satisfies typeof ComponentTypes;
