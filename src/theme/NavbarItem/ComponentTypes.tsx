import type { ComponentTypesObject } from '@theme/NavbarItem/ComponentTypes';
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
const ComponentTypes = {
  default: DefaultNavbarItem,
  localeDropdown: LocaleDropdownNavbarItem,
  search: SearchNavbarItem,
  dropdown: DropdownNavbarItem,
} as unknown as ComponentTypesObject;

export default ComponentTypes;
