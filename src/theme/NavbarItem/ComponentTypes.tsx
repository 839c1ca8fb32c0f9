import type { ReactNode } from 'react';
import type { ComponentTypesObject } from '@theme/NavbarItem/ComponentTypes';
import type { Props as LocaleDropdownProps } from '@theme/NavbarItem/LocaleDropdownNavbarItem';
import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import DropdownNavbarItem from '@theme/NavbarItem/DropdownNavbarItem';
import LocaleDropdownNavbarItem from '@theme/NavbarItem/LocaleDropdownNavbarItem';
import SearchNavbarItem from '@theme/NavbarItem/SearchNavbarItem';

/**
 * The navbar item types this site uses (config/navbar.ts): links, the language dropdown (built on the dropdown)
 * and the search slot. The stock map also imports the doc, sidebar, version and HTML items, which every page
 * then loads without rendering. An item of another type fails the build with the theme's
 * "No NavbarItem component found for type" error: add its component here.
 */
/**
 * The language dropdown in the navbar only: the phone menu lists the editions in a row of its own at its top level
 * (Navbar/MobileSidebar/Header), so its main menu, behind "Back to main menu", does not list them a second time.
 */
function NavbarLocaleDropdown(props: LocaleDropdownProps): ReactNode {
  return props.mobile ? null : <LocaleDropdownNavbarItem {...props} />;
}

const ComponentTypes = {
  default: DefaultNavbarItem,
  localeDropdown: NavbarLocaleDropdown,
  search: SearchNavbarItem,
  dropdown: DropdownNavbarItem,
} as unknown as ComponentTypesObject;

export default ComponentTypes;
