/**
 * Formats spec values for one locale. Pure: the component passes in the translated messages and
 * the plural selector, so this runs the same in tests and in the browser.
 */
import type { MessageKey, SpecValue } from './specRows';

export interface FormatContext {
  /** Current Docusaurus locale, e.g. `en`, `de`, `pt`. */
  readonly locale: string;
  /** Translated message (or template) per key. */
  readonly messages: Readonly<Record<MessageKey, string>>;
  /** Picks the plural form of a `one|other` message (Docusaurus `usePluralForm().selectMessage`). */
  readonly selectPlural: (count: number, pluralMessages: string) => string;
}

export type FormattedValue = { readonly kind: 'text' | 'code'; readonly text: string };

/** Replaces `{name}` placeholders; unknown placeholders stay as they are. */
export function fillTemplate(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) => values[name] ?? match);
}

export function formatValue(value: SpecValue, ctx: FormatContext): FormattedValue {
  switch (value.kind) {
    case 'text':
      return { kind: 'text', text: ctx.messages[value.key] };
    case 'list':
      return {
        kind: 'text',
        text: joinList(
          value.keys.map((key) => ctx.messages[key]),
          ctx.locale,
        ),
      };
    case 'names':
      return { kind: 'text', text: joinList(value.names, ctx.locale) };
    case 'code':
      return { kind: 'code', text: value.text };
    case 'template': {
      const numberFormat = new Intl.NumberFormat(ctx.locale);
      const percentFormat = new Intl.NumberFormat(ctx.locale, { style: 'percent', maximumFractionDigits: 1 });
      const values: Record<string, string> = {};
      for (const [name, n] of Object.entries(value.numbers)) values[name] = numberFormat.format(n);
      for (const [name, n] of Object.entries(value.percents ?? {})) values[name] = percentFormat.format(n);
      const template = ctx.messages[value.key];
      const chosen = value.pluralBy === undefined ? template : ctx.selectPlural(value.pluralBy, template);
      return { kind: 'text', text: fillTemplate(chosen, values) };
    }
  }
}

function joinList(items: readonly string[], locale: string): string {
  return new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' }).format(items);
}
