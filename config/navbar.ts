import type { Navbar } from '@docusaurus/theme-common';
import { brand } from './brand';

/**
 * Navbar items. Labels here are the English source; each locale translates them in
 * i18n/<locale>/docusaurus-theme-classic/navbar.json (keys are derived from the labels).
 */
export const navbar = {
  title: brand.adBrand,
  hideOnScroll: false,
  logo: {
    alt: 'Brave Ads logo',
    src: 'img/logo.svg',
    width: 32,
    height: 32,
  },
  items: [
    { label: 'Sign up', href: brand.links.signUp, position: 'left' },
    { label: 'About', href: brand.links.about, position: 'left' },
    { label: 'Audience', href: brand.links.audience, position: 'left' },
    // The changelog of Brave Ads (the blog), with RSS and Atom feeds.
    { label: "What's new", to: '/blog', position: 'left' },
    { type: 'localeDropdown', position: 'right' },
    { type: 'search', position: 'right' },
  ],
} satisfies Omit<Navbar, 'style' | 'hideOnScroll'> & { hideOnScroll: boolean };
