import React, { type ReactNode } from 'react';
import Translate from '@docusaurus/Translate';
import Link from '@docusaurus/Link';
import { ThemeClassNames } from '@docusaurus/theme-common';
import IconEdit from '@theme/Icon/Edit';
import type { Props } from '@theme/EditThisPage';
import { isTranslationEditUrl } from './editUrl';

/**
 * English docs and posts: "Edit this page" (stock label). Translated ones: the edit URL opens the
 * translation file (scripts/lib/edit-links.ts), so the link asks for a better translation.
 */
export default function EditThisPage({ editUrl }: Props): ReactNode {
  return (
    <Link to={editUrl} className={ThemeClassNames.common.editThisPage}>
      <IconEdit />
      {isTranslationEditUrl(editUrl) ? (
        <Translate
          id="trust.edit.suggestTranslation"
          description="Link under a translated doc to the repository file of its translation, to propose a better wording">
          Suggest a better translation
        </Translate>
      ) : (
        <Translate id="theme.common.editThisPage" description="The link label to edit the current page">
          Edit this page
        </Translate>
      )}
    </Link>
  );
}
