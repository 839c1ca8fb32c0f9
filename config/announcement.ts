import type { ThemeConfig } from '@docusaurus/theme-common';

type AnnouncementBarConfig = NonNullable<ThemeConfig['announcementBar']>;

/**
 * The optional announcement bar. Change `id` to show the bar again to visitors who dismissed it.
 * Set `enabled` to false to hide it. The text is translated through the `announcementBar.content`
 * id (see src/theme/AnnouncementBar/Content); `content` is the English fallback.
 */
const enabled = true;

export const announcementBarId = 'dynamic-ntt-demos-2025';

export const announcementBar: AnnouncementBarConfig | undefined = enabled
  ? {
      id: announcementBarId,
      content: 'New: try our dynamic new tab takeover demos.',
      backgroundColor: 'var(--site-announcement-bg)',
      textColor: 'var(--site-announcement-fg)',
      isCloseable: true,
    }
  : undefined;
