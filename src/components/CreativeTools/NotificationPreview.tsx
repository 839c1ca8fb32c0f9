import type { ReactNode } from 'react';
import NotificationTool from './NotificationTool';

/** Notification ad preview (./NotificationTool.tsx). Usage in MDX: `<NotificationPreview />`. */
export default function NotificationPreview(): ReactNode {
  return <NotificationTool />;
}
