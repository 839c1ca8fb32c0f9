// Imported by the pages that show code (src/plugins/markdown/code-blocks): see ./registry.ts.
import CodeBlock from '@theme/CodeBlock';
import { registerCodeBlock } from './registry';

registerCodeBlock(CodeBlock);
