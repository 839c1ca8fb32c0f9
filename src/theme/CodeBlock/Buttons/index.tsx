import type { ReactNode } from 'react';
import clsx from 'clsx';
import Buttons from '@theme-original/CodeBlock/Buttons';
import type ButtonsType from '@theme/CodeBlock/Buttons';
import type { WrapperProps } from '@docusaurus/types';

type Props = WrapperProps<typeof ButtonsType>;

/**
 * The stock copy and word-wrap buttons, with a class of ours so that on a touch screen or a narrow one they sit in
 * a row under the code at 44 px (src/css/custom.css) instead of over its first line.
 */
export default function ButtonsWrapper(props: Props): ReactNode {
  return <Buttons {...props} className={clsx(props.className, 'code-block-buttons')} />;
}
