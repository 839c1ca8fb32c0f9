import type { ComponentType } from 'react';
import { Prism } from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';
import StockCodeBlock from '@theme-original/CodeBlock';
import type { Props } from '@theme/CodeBlock';

// The work the classic theme's client module did on every page (see src/plugins/code-highlighting).
prismIncludeLanguages(Prism);

const CodeBlock: ComponentType<Props> = StockCodeBlock;
export default CodeBlock;
