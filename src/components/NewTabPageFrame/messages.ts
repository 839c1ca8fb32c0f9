/**
 * Translated texts of the emulated new tab page (`ntp.*`); the demos' own (`demos.*`) are in ./demoTexts.ts, so
 * the new tab takeover check's preview, which shows no demo, does not carry them. Every id is a static literal
 * so that `docusaurus write-translations` extracts it.
 */
import { translate } from '@docusaurus/Translate';

/** Texts of the emulated new tab page, in the current locale. */
export function getNtpMessages() {
  return {
    regionLabel: translate({
      id: 'ntp.frame.label',
      message: 'Emulated Brave new tab page',
      description: 'Accessible name of the full-screen emulated new tab page that frames a demo creative',
    }),
    back: translate({
      id: 'ntp.frame.back',
      message: 'Back to the docs',
      description: 'Link from a full-screen demo back to the documentation',
    }),
    loading: translate({
      id: 'ntp.status.loading',
      message: 'Loading the creative…',
      description: 'Shown with a spinner while the demo creative loads',
    }),
    errorTitle: translate({
      id: 'ntp.status.error.title',
      message: 'This creative could not be loaded',
      description: 'Heading of the error shown when a demo creative fails to load',
    }),
    errorHttp: translate({
      id: 'ntp.status.error.http',
      message: 'The server answered with status {status}. The creative may have moved or been removed.',
      description: 'Error detail when the creative address answers with an HTTP error; {status} is the number',
    }),
    errorNetwork: translate({
      id: 'ntp.status.error.network',
      message: 'The creative could not be reached. Check your connection and try again.',
      description: 'Error detail when the request for the creative fails',
    }),
    errorTimeout: translate({
      id: 'ntp.status.error.timeout',
      message: 'The creative took too long to load.',
      description: 'Error detail when the creative does not finish loading in time',
    }),
    errorBlocked: translate({
      id: 'ntp.status.error.blocked',
      message: 'Its address is not on a host that is allowed to serve creatives, so it is not shown.',
      description: 'Error detail when a creative URL is not on an allowed ad-serving host',
    }),
    retry: translate({
      id: 'ntp.status.retry',
      message: 'Retry',
      description: 'Button that tries to load the demo creative again',
    }),
    iframeTitle: translate({
      id: 'ntp.frame.iframeTitle',
      message: 'Demo creative: {title}',
      description: 'Title of the frame that shows a demo creative; {title} is the demo name',
    }),
    iframeTitleGeneric: translate({
      id: 'ntp.frame.iframeTitleGeneric',
      message: 'Creative',
      description: 'Title of the frame that shows a creative hosted elsewhere',
    }),
    searchPlaceholder: translate({
      id: 'ntp.search.placeholder',
      message: 'Ask Brave Search',
      description: 'Placeholder text of the (decorative) search box of the emulated new tab page',
    }),
    menuButton: translate({
      id: 'ntp.menu.button',
      message: 'Demos menu',
      description: 'Accessible name of the gear button that opens the menu of demos (and the link home)',
    }),
    menuLabel: translate({
      id: 'ntp.menu.label',
      message: 'Demos',
      description: 'Accessible name of the demos menu of the emulated new tab page',
    }),
    menuHome: translate({
      id: 'ntp.menu.home',
      message: 'Home',
      description: 'Menu item leading back to the dynamic new tab takeover page',
    }),
    statsTitle: translate({
      id: 'ntp.stats.title',
      message: 'Stats',
      description: 'Title of the privacy statistics card of the emulated new tab page',
    }),
    statsTrackers: translate({
      id: 'ntp.stats.trackers',
      message: 'Trackers & ads blocked',
      description: 'Label under the number of blocked trackers and ads',
    }),
    statsBandwidth: translate({
      id: 'ntp.stats.bandwidth',
      message: 'Bandwidth saved',
      description: 'Label under the amount of data saved',
    }),
    statsTime: translate({
      id: 'ntp.stats.time',
      message: 'Time saved',
      description: 'Label under the time saved',
    }),
    statsSeconds: translate({
      id: 'ntp.stats.seconds',
      message: 'seconds',
      description: 'Unit after the number of seconds saved (the number shown is 6)',
    }),
    newsTitle: translate({
      id: 'ntp.news.title',
      message: 'News',
      description: 'Title of the Brave News card of the emulated new tab page',
    }),
    newsText: translate({
      id: 'ntp.news.text',
      message: 'Stories from the sources you pick, on every new tab, without being tracked.',
      description: 'Invitation text of the Brave News card',
    }),
    newsButton: translate({
      id: 'ntp.news.button',
      message: 'Turn on Brave News',
      description: 'Pill on the Brave News card (a picture of the browser button, not a working control)',
    }),
    vpnTitle: translate({
      id: 'ntp.vpn.title',
      message: 'Brave VPN',
      description: 'Title of the VPN card of the emulated new tab page',
    }),
    vpnPoweredBy: translate({
      id: 'ntp.vpn.poweredBy',
      message: 'Powered by {partner}',
      description: 'Credit line of the VPN card; {partner} is the VPN provider name',
    }),
    vpnFeature1: translate({
      id: 'ntp.vpn.feature.privacy',
      message: 'Extra privacy and security online',
      description: 'First feature line of the VPN card',
    }),
    vpnFeature2: translate({
      id: 'ntp.vpn.feature.location',
      message: 'Hide your IP address and change your location',
      description: 'Second feature line of the VPN card',
    }),
    vpnFeature3: translate({
      id: 'ntp.vpn.feature.apps',
      message: 'Protect every app on your device',
      description: 'Third feature line of the VPN card',
    }),
    vpnButton: translate({
      id: 'ntp.vpn.button',
      message: 'Start free trial',
      description: 'Pill on the VPN card (a picture of the browser button, not a working control)',
    }),
    vpnPurchased: translate({
      id: 'ntp.vpn.purchased',
      message: 'Already purchased?',
      description: 'Faint line under the VPN card pill',
    }),
    widgetsLabel: translate({
      id: 'ntp.widgets.label',
      message: 'New tab page widgets (a picture of the browser’s cards)',
      description: 'Accessible name of the group of widget cards at the bottom of the emulated new tab page',
    }),
  };
}

export type NtpMessages = ReturnType<typeof getNtpMessages>;

/**
 * Texts of the top sites row (its own function: the new tab takeover check's preview shows no row). The demos' tiles
 * show the demos' names (./demoTexts.ts), so a demo has one name everywhere.
 */
export function getTopSitesMessages() {
  return {
    label: translate({
      id: 'ntp.topSites.label',
      message: 'Top sites',
      description: 'Accessible name of the row of top-site tiles (shortcuts to sites) of the emulated new tab page',
    }),
    home: translate({
      id: 'ntp.topSites.home',
      message: 'Home',
      description: 'Top-site tile leading to the dynamic new tab takeover page of the help centre',
    }),
    'brave-ads': translate({
      id: 'ntp.topSites.braveAds',
      message: 'Brave Ads',
      description: 'Top-site tile leading to the home page of the help centre (product name, never translated)',
    }),
    page: translate({
      id: 'ntp.topSites.page',
      message: 'Page {page} of {count}',
      description: 'Accessible name of a page dot under the top sites; {page} and {count} are numbers',
    }),
    menuButton: translate({
      id: 'ntp.topSites.menuButton',
      message: 'Top sites options',
      description: 'Accessible name of the button at the end of the top sites row, and of the menu it opens',
    }),
    show: translate({
      id: 'ntp.topSites.show',
      message: 'Show top sites',
      description: 'Checkable menu item that shows or hides the row of top-site tiles',
    }),
  };
}

export type TopSitesMessages = ReturnType<typeof getTopSitesMessages>;
