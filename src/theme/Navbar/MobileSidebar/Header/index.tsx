import React, { type ReactNode } from 'react';
import Header from '@theme-original/Navbar/MobileSidebar/Header';
import type HeaderType from '@theme/Navbar/MobileSidebar/Header';
import type { WrapperProps } from '@docusaurus/types';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { useAlternatePageUtils } from '@docusaurus/theme-common/internal';
import { translate } from '@docusaurus/Translate';
import styles from './styles.module.css';

type Props = WrapperProps<typeof HeaderType>;

/**
 * The phone menu opens on the docs sidebar, where the language list sat behind "Back to main menu". Under the
 * stock header (logo, colour mode, close) this adds one row with every edition of the current page, so language
 * and colour mode are both at the menu's top level. Plain links: another locale is another build.
 */
export default function MobileSidebarHeaderWrapper(props: Props): ReactNode {
  const {
    i18n: { currentLocale, locales, localeConfigs },
  } = useDocusaurusContext();
  const alternates = useAlternatePageUtils();
  return (
    <>
      <Header {...props} />
      <nav className={styles.languages} aria-label={translate({ id: 'navbar.mobile.languages', message: 'Language' })}>
        <ul>
          {locales.map((locale) => (
            <li key={locale}>
              <a
                href={alternates.createUrl({ locale, fullyQualified: false })}
                hrefLang={localeConfigs[locale]?.htmlLang}
                lang={localeConfigs[locale]?.htmlLang}
                aria-current={locale === currentLocale ? 'true' : undefined}
                className={styles.link}>
                {localeConfigs[locale]?.label ?? locale}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
