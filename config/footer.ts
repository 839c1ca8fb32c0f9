import type { Footer } from '@docusaurus/theme-common';
import { brand } from './brand';

/**
 * Footer link groups of the spec: try the browser and search; follow on social networks; resources. Before them,
 * the ways out every page needs: the contact page and Ads Manager itself.
 * Titles and labels are translated in i18n/<locale>/docusaurus-theme-classic/footer.json.
 */
export const footer = {
  style: 'dark',
  links: [
    {
      title: 'Help',
      items: [
        { label: 'Contact us', to: '/account-management/contact' },
        { label: 'Go to Ads Manager', href: brand.links.adsManager },
      ],
    },
    {
      title: 'Try Brave',
      items: [
        { label: 'Browser', href: brand.links.browserDownload },
        { label: 'Search', href: brand.links.search },
      ],
    },
    {
      title: 'Follow Brave',
      items: [
        { label: 'Twitter', href: brand.links.twitter },
        { label: 'LinkedIn', href: brand.links.linkedin },
      ],
    },
    {
      title: 'Resources',
      items: [
        { label: 'Case studies', href: brand.links.caseStudies },
        { label: 'Learn', href: brand.links.learn },
        { label: 'Terms of service', href: brand.links.termsOfService },
        { label: 'Privacy policy', href: brand.links.privacyPolicy },
      ],
    },
  ],
  copyright: `© ${brand.copyrightYear} ${brand.company}`,
} satisfies Footer;
