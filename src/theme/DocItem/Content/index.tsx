import React, { useId, useMemo, type ReactNode } from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type { WrapperProps } from '@docusaurus/types';
import { DocProvider, useDoc } from '@docusaurus/plugin-content-docs/client';
import { useLocation } from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { usePluginData } from '@docusaurus/useGlobalData';
import Translate from '@docusaurus/Translate';
import { englishPath, outdatedSourceHash } from '@site/src/plugins/content/translation-status/client';
import { TRANSLATION_STATUS_PLUGIN } from '@site/src/plugins/content/translation-status/types';
import DocTrust from '@site/src/components/DocTrust';
import CopyPage from '@site/src/components/CopyPage';
import { markdownTwinPath, MARKDOWN_TWIN_PLUGIN } from '@site/src/components/DocTrust/dates';
import { HYPHENATED_TITLE } from '@site/src/lib/hyphenatedTitle';

export type DocItemContentProps = WrapperProps<typeof ContentType>;

export type OutdatedTranslationNoticeProps = { englishUrl: string };

/** Tells readers the English page changed after this translation was made, and links to it. */
function OutdatedTranslationNotice({ englishUrl }: OutdatedTranslationNoticeProps): ReactNode {
  const titleId = useId();
  return (
    <div role="note" aria-labelledby={titleId} className="alert alert--warning margin-bottom--lg">
      <p id={titleId} className="margin-bottom--sm">
        <strong>
          <Translate
            id="translation.outdated.title"
            description="Title of the notice on a translated page whose English source has changed since it was translated">
            This translation may be out of date
          </Translate>
        </strong>
      </p>
      <p className="margin-bottom--none">
        <Translate
          id="translation.outdated.body"
          description="Text of the outdated-translation notice; {link} is the link to the English page"
          values={{
            link: (
              // A plain link: the English page belongs to another locale's build, not this SPA.
              <a href={englishUrl} hrefLang="en">
                <Translate
                  id="translation.outdated.link"
                  description="Link from the outdated-translation notice to the English version of the page">
                  Read the English version
                </Translate>
              </a>
            ),
          }}>
          {'The English page has changed since this page was translated. {link}'}
        </Translate>
      </p>
    </div>
  );
}

/**
 * The stock content, whose heading is the doc's title, shown with the soft hyphens the build put in its long words
 * (src/lib/hyphenate.ts) when there are any: the same doc, re-provided with that title for the heading alone.
 */
function ContentWithHyphenatedTitle(props: DocItemContentProps): ReactNode {
  const { metadata, frontMatter, assets, contentTitle, toc } = useDoc();
  const hyphenated = (frontMatter as Record<string, unknown>)[HYPHENATED_TITLE];
  const content = useMemo(
    () =>
      typeof hyphenated === 'string'
        ? Object.assign(() => <></>, {
            metadata: { ...metadata, title: hyphenated },
            frontMatter,
            assets,
            contentTitle,
            toc,
          })
        : null,
    [hyphenated, metadata, frontMatter, assets, contentTitle, toc],
  );
  if (content === null) return <Content {...props} />;
  return (
    <DocProvider content={content}>
      <Content {...props} />
    </DocProvider>
  );
}

/**
 * Wraps the doc content: on a translated page whose recorded `translation_source` differs from
 * the current English source hash (published by the translation-status plugin), shows the
 * outdated-translation notice above the content.
 */
export default function DocItemContentWrapper(props: DocItemContentProps): ReactNode {
  const { frontMatter, metadata } = useDoc();
  const { i18n, siteConfig, siteMetadata } = useDocusaurusContext();
  const { pathname } = useLocation();
  // The copy control only where the Markdown twin exists (the llms plugin skips the demos).
  const hasMarkdownTwin =
    MARKDOWN_TWIN_PLUGIN in siteMetadata.pluginVersions &&
    markdownTwinPath(metadata.id, pathname, siteConfig.baseUrl) !== null;
  const data = usePluginData(TRANSLATION_STATUS_PLUGIN);
  const recorded = (frontMatter as Record<string, unknown>).translation_source;
  const outdated =
    i18n.currentLocale !== i18n.defaultLocale && outdatedSourceHash(recorded, metadata.source, data) !== null;
  const englishBaseUrl = i18n.localeConfigs[i18n.defaultLocale]?.baseUrl ?? '/';
  return (
    <>
      {/* First, floated right: on a phone the trust line beside it, not a line of its own, so the title rises. */}
      {hasMarkdownTwin && <CopyPage permalink={metadata.permalink} />}
      <DocTrust />
      {outdated && <OutdatedTranslationNotice englishUrl={englishPath(pathname, siteConfig.baseUrl, englishBaseUrl)} />}
      <ContentWithHyphenatedTitle {...props} />
    </>
  );
}
