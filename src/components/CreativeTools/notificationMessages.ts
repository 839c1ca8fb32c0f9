/**
 * Translated texts of the notification ad preview (`creativeTools.notification.*`). Every id is a static
 * literal so that `docusaurus write-translations` extracts it; placeholders in braces are filled by the
 * components. Translations: `i18n/<locale>/code.json`.
 */
import { translate } from '@docusaurus/Translate';

export function getNotificationMessages() {
  return {
    brand: translate({ id: 'creativeTools.notification.brand', message: 'Brand name', description: 'Field label' }),
    title: translate({ id: 'creativeTools.notification.title', message: 'Title', description: 'Field label' }),
    body: translate({ id: 'creativeTools.notification.body', message: 'Body', description: 'Field label' }),
    url: translate({ id: 'creativeTools.notification.url', message: 'Click-through URL', description: 'Field label' }),
    counter: translate({
      id: 'creativeTools.notification.counter',
      message: '{count} of {max} characters',
      description: 'Live counter under a field; characters as a person sees them',
    }),
    countNote: translate({
      id: 'creativeTools.notification.countNote',
      message:
        'The character counts are an approximation: Brave does not publish how it counts characters (emoji, for example).',
      description: 'Note under the fields with the 30/60 character counters',
    }),
    samples: translate({
      id: 'creativeTools.notification.samples',
      message: 'Start from a sample',
      description: 'Label of the sample ad buttons',
    }),
    checksHeading: translate({ id: 'creativeTools.notification.checks', message: 'Checks', description: 'Heading' }),
    waiting: translate({
      id: 'creativeTools.notification.waiting',
      message: 'The checks start when you type in a field or choose a sample.',
      description: 'Shown in place of the checks while every field is empty',
    }),
    previewHeading: translate({ id: 'creativeTools.notification.preview', message: 'Preview', description: 'Heading' }),
    titlePlaceholder: translate({
      id: 'creativeTools.notification.preview.titlePlaceholder',
      message: 'Your ad title',
      description: 'Shown de-emphasized in the preview card while the title field is empty',
    }),
    bodyPlaceholder: translate({
      id: 'creativeTools.notification.preview.bodyPlaceholder',
      message: 'The text of your ad appears here.',
      description: 'Shown de-emphasized in the preview card while the body field is empty',
    }),
    checkTitleLength: translate({
      id: 'creativeTools.notification.check.titleLength',
      message: 'Title length',
      description: 'Check name',
    }),
    checkTitleBrand: translate({
      id: 'creativeTools.notification.check.titleBrand',
      message: 'Brand name in the title',
      description: 'Check name',
    }),
    checkBodyLength: translate({
      id: 'creativeTools.notification.check.bodyLength',
      message: 'Body length',
      description: 'Check name',
    }),
    checkCapitals: translate({
      id: 'creativeTools.notification.check.capitals',
      message: 'No all-caps text',
      description: 'Check name',
    }),
    checkHttps: translate({
      id: 'creativeTools.notification.check.https',
      message: 'URL uses https',
      description: 'Check name',
    }),
    checkShortener: translate({
      id: 'creativeTools.notification.check.shortener',
      message: 'URL is not a link shortener',
      description: 'Check name',
    }),
    checkUserinfo: translate({
      id: 'creativeTools.notification.check.userinfo',
      message: 'URL opens the site it names',
      description: 'Check name: no user name before @ that reads like another site',
    }),
    checkRedirect: translate({
      id: 'creativeTools.notification.check.redirect',
      message: 'URL has no redirect parameter',
      description: 'Check name',
    }),
    lengthOk: translate({
      id: 'creativeTools.notification.length.ok',
      message: '{count} of {max} characters.',
      description: 'Detail',
    }),
    lengthOver: translate({
      id: 'creativeTools.notification.length.over',
      message: '{count} characters: {over} over the limit of {max}.',
      description: 'Detail',
    }),
    lengthEmpty: translate({ id: 'creativeTools.notification.length.empty', message: 'Empty.', description: 'Detail' }),
    brandOk: translate({
      id: 'creativeTools.notification.brand.ok',
      message: 'The title contains “{brand}”.',
      description: 'Detail',
    }),
    brandMissing: translate({
      id: 'creativeTools.notification.brand.missing',
      message: 'The title must contain the brand name “{brand}”.',
      description: 'Detail',
    }),
    brandEmpty: translate({
      id: 'creativeTools.notification.brand.empty',
      message: 'Enter the brand name: the title must contain it.',
      description: 'Detail',
    }),
    capitalsOk: translate({
      id: 'creativeTools.notification.capitals.ok',
      message: 'Title and body are not written in capitals only.',
      description: 'Detail',
    }),
    capitalsFound: translate({
      id: 'creativeTools.notification.capitals.found',
      message: 'Avoid all-caps text (best practices of the notification page).',
      description: 'Detail',
    }),
    httpsOk: translate({
      id: 'creativeTools.notification.https.ok',
      message: 'The address starts with https.',
      description: 'Detail',
    }),
    httpsWrong: translate({
      id: 'creativeTools.notification.https.http',
      message:
        'The address uses {protocol}, not https. Using https is recommended: it encrypts the connection to your page, and browsers may mark pages without it as not secure.',
      description: 'Detail of a warning (not a failure): Brave does not require https; say only why it is recommended',
    }),
    notWebAddress: translate({
      id: 'creativeTools.notification.https.notWeb',
      message:
        'The address uses {protocol}, which does not open a web page; use the http or https address of your landing page.',
      description: 'Detail; {protocol} is a URL scheme such as mailto or ftp',
    }),
    urlEmpty: translate({
      id: 'creativeTools.notification.url.empty',
      message: 'Enter the address of your landing page.',
      description: 'Detail',
    }),
    urlInvalid: translate({
      id: 'creativeTools.notification.url.invalid',
      message: 'This is not a complete web address; write it in full, starting with https://.',
      description: 'Detail',
    }),
    shortenerOk: translate({
      id: 'creativeTools.notification.shortener.ok',
      message: '{host} is not on our list of known link shorteners.',
      description: 'Detail',
    }),
    shortenerFound: translate({
      id: 'creativeTools.notification.shortener.found',
      message: '{host} is a link shortener; link to your own page instead.',
      description: 'Detail',
    }),
    userinfoOk: translate({
      id: 'creativeTools.notification.userinfo.ok',
      message: 'No text before “@” in the address.',
      description: 'Detail',
    }),
    userinfoFound: translate({
      id: 'creativeTools.notification.userinfo.found',
      message: 'The text before “@” ({text}) is not the site: this address opens {host}.',
      description: 'Detail: {text} is what stands before @ in the URL, {host} the site the URL really opens',
    }),
    redirectOk: translate({
      id: 'creativeTools.notification.redirect.ok',
      message: 'No parameter passes visitors on to another address.',
      description: 'Detail',
    }),
    redirectUrl: translate({
      id: 'creativeTools.notification.redirect.url',
      message: 'The parameter “{name}” carries another web address: this looks like a redirect.',
      description: 'Detail',
    }),
    redirectName: translate({
      id: 'creativeTools.notification.redirect.name',
      message: 'The parameter “{name}” is often used for redirects; make sure the page does not forward visitors.',
      description: 'Detail',
    }),
    offline: translate({
      id: 'creativeTools.notification.offline',
      message:
        'What this page cannot check, because it never goes online: whether the server at this address redirects, whether the page exists, and whether the domain is yours or your social media page, as Brave requires.',
      description: 'Note under the checks',
    }),
    desktop: translate({
      id: 'creativeTools.notification.preview.desktop',
      message: 'Desktop ({devices})',
      description: 'Preview caption',
    }),
    mobile: translate({
      id: 'creativeTools.notification.preview.mobile',
      message: 'Mobile ({devices})',
      description: 'Preview caption',
    }),
    light: translate({
      id: 'creativeTools.notification.preview.light',
      message: 'Light',
      description: 'Preview caption',
    }),
    dark: translate({ id: 'creativeTools.notification.preview.dark', message: 'Dark', description: 'Preview caption' }),
    close: translate({
      id: 'creativeTools.notification.preview.close',
      message: 'Close',
      description: 'Label of the close cross (decorative)',
    }),
    previewNote: translate({
      id: 'creativeTools.notification.preview.note',
      message:
        'An approximation of the notification card: the operating system and Brave version change its exact look.',
      description: 'Note under the preview',
    }),
    copy: translate({ id: 'creativeTools.notification.copy', message: 'Copy the ad as text', description: 'Button' }),
    share: translate({
      id: 'creativeTools.notification.share',
      message: 'Copy a link to this draft',
      description: 'Button',
    }),
    copied: translate({
      id: 'creativeTools.notification.copied',
      message: 'Copied to the clipboard.',
      description: 'Status',
    }),
    linkCopied: translate({
      id: 'creativeTools.notification.linkCopied',
      message: 'Link copied. The draft is in the part after #, which browsers never send to a server.',
      description: 'Status',
    }),
    copyFailed: translate({
      id: 'creativeTools.notification.copyFailed',
      message: 'Your browser did not allow copying; select the text and copy it yourself.',
      description: 'Status',
    }),
    fragmentRead: translate({
      id: 'creativeTools.notification.fragmentRead',
      message: 'The draft from the link was filled in.',
      description: 'Status',
    }),
    fragmentBad: translate({
      id: 'creativeTools.notification.fragmentBad',
      message:
        'Part of the link could not be read ({fields}); those fields were left as they were. Everything else was filled in.',
      description: 'Status; {fields} lists field names',
    }),
    sample1Brand: translate({
      id: 'creativeTools.notification.sample1.brand',
      message: 'Masterclass',
      description: 'Sample ad brand (a brand name: keep or adapt)',
    }),
    sample1Title: translate({
      id: 'creativeTools.notification.sample1.title',
      message: 'Masterclass: learn to cook 🍳',
      description: 'Sample ad title, max 30 characters, must contain the brand',
    }),
    sample1Body: translate({
      id: 'creativeTools.notification.sample1.body',
      message: 'Lessons from top chefs, at your own pace. Try Now',
      description: 'Sample ad body, max 60 characters, ends with a clear call to action',
    }),
    sample2Brand: translate({
      id: 'creativeTools.notification.sample2.brand',
      message: 'Acme Maps',
      description: 'Sample ad brand (fictional)',
    }),
    sample2Title: translate({
      id: 'creativeTools.notification.sample2.title',
      message: 'Acme Maps 🗺️ hike offline',
      description: 'Sample ad title, max 30 characters, must contain the brand',
    }),
    sample2Body: translate({
      id: 'creativeTools.notification.sample2.body',
      message: 'Learn the trails before you go: 500 routes. Learn More',
      description: 'Sample ad body, max 60 characters',
    }),
    sampleLabel: translate({
      id: 'creativeTools.notification.sampleLabel',
      message: 'Sample: {brand}',
      description: 'Button that fills in a sample ad',
    }),
  };
}

export type NotificationMessages = ReturnType<typeof getNotificationMessages>;
