import { useId, useState, type DragEvent, type ReactNode } from 'react';
import clsx from 'clsx';

import styles from './styles.module.css';

export type DropZoneProps = {
  readonly label: string;
  /** Beside the button where files can be dragged (a mouse or trackpad): "or drop files here". */
  readonly hint: string;
  /** Instead on a touch screen, which cannot drag files onto the page: where the files can come from. */
  readonly touchHint: string;
  readonly multiple?: boolean;
  readonly onFiles: (files: File[]) => void;
  /** Called when a visitor points at, focuses or drags onto the zone: the moment to fetch what reading files needs. */
  readonly onIntent?: () => void;
  readonly testId: string;
};

/**
 * A drop zone around a real `<input type=file>`: the input keeps focus, its label and the system file
 * picker (Enter or Space), and dropping files onto the zone does the same as choosing them.
 */
export default function DropZone({
  label,
  hint,
  touchHint,
  multiple = false,
  onFiles,
  onIntent,
  testId,
}: DropZoneProps): ReactNode {
  const id = useId();
  const [over, setOver] = useState(false);
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    const files = Array.from(event.dataTransfer.files);
    if (files.length) onFiles(multiple ? files : files.slice(0, 1));
  };
  return (
    <div
      className={clsx(styles.dropZone, over && styles.dropZoneOver)}
      onPointerEnter={onIntent}
      onFocus={onIntent}
      onDragEnter={onIntent}
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}>
      <input
        id={id}
        className={styles.fileInput}
        type="file"
        accept="image/*"
        multiple={multiple}
        data-testid={testId}
        onChange={(event) => {
          const files = Array.from(event.currentTarget.files ?? []);
          event.currentTarget.value = '';
          if (files.length) onFiles(files);
        }}
      />
      <label htmlFor={id} className={clsx('button button--primary', styles.fileButton)}>
        {label}
      </label>
      {/* Both rendered, one shown (CSS, by the kind of pointer): display:none keeps the other from screen readers. */}
      <span className={styles.dropHint}>{hint}</span>
      <span className={styles.touchHint}>{touchHint}</span>
    </div>
  );
}
