import { Prism } from 'prism-react-renderer';
import { additionalLanguages } from '@site/config/prism';

/**
 * Registers the grammars the docs use beyond prism-react-renderer's base set (config/prism.ts), once, when the first
 * code block's chunk loads. Prism's grammar files write to a global `Prism`: it is lent for the time of the requires,
 * as the classic theme's own client module does.
 */
const globals = globalThis as { Prism?: unknown };
const before = globals.Prism;
globals.Prism = Prism;
for (const language of additionalLanguages) {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- grammar files are scripts, loaded for effect
  require(`prismjs/components/prism-${language}`);
}
if (before === undefined) delete globals.Prism;
else globals.Prism = before;
