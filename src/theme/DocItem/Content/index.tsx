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
import Heading from '@theme/Heading';
import DocItemTOCMobile from '@theme/DocItem/TOC/Mobile';
import { TocUnderTitle } from '@site/src/lib/tocUnderTitle';

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
 * The title block: the doc's title (with the soft hyphens the build put in its long words, src/lib/hyphenate.ts),
 * then the page's tools on one row under it (on a phone the contents box and "Copy page"; on a desktop "Copy page"
 * beside the title), then the trust notices. Nothing comes between the breadcrumbs and the title, and no control
 * is laid over a notice.
 */
function TitleBlock({ title, notices }: { title: string; notices: ReactNode }): ReactNode {
  const { frontMatter, toc, metadata } = useDoc();
  const { siteConfig, siteMetadata } = useDocusaurusContext();
  const { pathname } = useLocation();
  // The copy control only where the Markdown twin exists (the llms plugin skips the demos).
  const hasMarkdownTwin =
    MARKDOWN_TWIN_PLUGIN in siteMetadata.pluginVersions &&
    markdownTwinPath(metadata.id, pathname, siteConfig.baseUrl) !== null;
  const hasToc = !frontMatter.hide_table_of_contents && toc.length > 0;
  return (
    <>
      <header className={`doc-title-block${hasMarkdownTwin ? ' doc-title-block--actions' : ''}`}>
        <Heading as="h1">{title}</Heading>
        {(hasToc || hasMarkdownTwin) && (
          <div className="doc-page-actions">
            {hasToc && (
              <TocUnderTitle.Provider value>
                <DocItemTOCMobile />
              </TocUnderTitle.Provider>
            )}
            {hasMarkdownTwin && <CopyPage permalink={metadata.permalink} />}
          </div>
        )}
      </header>
      {notices}
    </>
  );
}

/**
 * The stock content (its `.markdown` box and MDX), re-provided with `hide_title` so that the title is ours: the
 * title block goes first inside that box, where the stock title went.
 */
function ContentTitleFirst({ notices, ...props }: DocItemContentProps & { notices: ReactNode }): ReactNode {
  const { metadata, frontMatter, assets, contentTitle, toc } = useDoc();
  const hyphenated = (frontMatter as Record<string, unknown>)[HYPHENATED_TITLE];
  const title = typeof hyphenated === 'string' ? hyphenated : metadata.title;
  // A doc whose Markdown holds its own H1 keeps it (and the stock rendering); the docs here have none.
  const ours = !frontMatter.hide_title && contentTitle === undefined;
  const content = useMemo(
    () =>
      Object.assign(() => <></>, {
        metadata,
        frontMatter: { ...frontMatter, hide_title: true },
        assets,
        contentTitle,
        toc,
      }),
    [metadata, frontMatter, assets, contentTitle, toc],
  );
  if (!ours) {
    return (
      <>
        {notices}
        <Content {...props} />
      </>
    );
  }
  return (
    <DocProvider content={content}>
      <Content {...props}>
        <TitleBlock title={title} notices={notices} />
        {props.children}
      </Content>
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
  const { i18n, siteConfig } = useDocusaurusContext();
  const { pathname } = useLocation();
  const data = usePluginData(TRANSLATION_STATUS_PLUGIN);
  const recorded = (frontMatter as Record<string, unknown>).translation_source;
  const outdated =
    i18n.currentLocale !== i18n.defaultLocale && outdatedSourceHash(recorded, metadata.source, data) !== null;
  const englishBaseUrl = i18n.localeConfigs[i18n.defaultLocale]?.baseUrl ?? '/';
  const notices = (
    <>
      <DocTrust />
      {outdated && <OutdatedTranslationNotice englishUrl={englishPath(pathname, siteConfig.baseUrl, englishBaseUrl)} />}
    </>
  );
  return <ContentTitleFirst {...props} notices={notices} />;
}
