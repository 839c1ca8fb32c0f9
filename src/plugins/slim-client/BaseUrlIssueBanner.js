/**
 * The site sets `baseUrlIssueBanner: false`, so Docusaurus's banner (a check for a misconfigured base URL, with
 * its inline script) never renders; this stands in for it so the browser bundle does not carry its code.
 */
export default function BaseUrlIssueBanner() {
  return null;
}
