/**
 * Stands in for a component that renders nothing on this site, so that no page loads its code (./index.ts says
 * which and when): the base URL banner with `baseUrlIssueBanner: false`, the docs' version banner and badge with
 * a single version that has neither, the unlisted and draft banners when no page is either, the danger admonition
 * when no page uses it.
 */
export default function RenderNothing() {
  return null;
}
