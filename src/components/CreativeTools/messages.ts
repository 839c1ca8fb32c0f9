/**
 * Translated texts the creative tools share (`creativeTools.*`); each tool's own are in ./nttMessages.ts and
 * ./notificationMessages.ts, so a tool's page does not carry the other's. Every id is a static literal so that
 * `docusaurus write-translations` extracts it; placeholders in braces are filled by the components.
 * Translations: `i18n/<locale>/code.json`.
 */
import { translate } from '@docusaurus/Translate';

export function getCommonMessages() {
  return {
    pass: translate({ id: 'creativeTools.status.pass', message: 'Pass', description: 'Result of a check: met' }),
    warn: translate({
      id: 'creativeTools.status.warn',
      message: 'Warning',
      description: 'Result of a check: worth a look',
    }),
    fail: translate({ id: 'creativeTools.status.fail', message: 'Fail', description: 'Result of a check: not met' }),
    checkColumn: translate({
      id: 'creativeTools.column.check',
      message: 'Check',
      description: 'Column header of the results table',
    }),
    resultColumn: translate({
      id: 'creativeTools.column.result',
      message: 'Result',
      description: 'Column header of the results table',
    }),
    detailsColumn: translate({
      id: 'creativeTools.column.details',
      message: 'Details',
      description: 'Column header of the results table',
    }),
    summary: translate({
      id: 'creativeTools.summary',
      message: 'Results: {pass}, {warn}, {fail}.',
      description:
        'Announced when the checks finish; the placeholders are the counts, each from creativeTools.summary.pass / .warn / .fail',
    }),
    // Plural forms: `one|other`, picked by usePluralForm for the locale.
    summaryPass: translate({
      id: 'creativeTools.summary.pass',
      message: '{count} passed|{count} passed',
      description:
        'Count of passed checks in the results summary; plural forms one|other; {count} is a formatted number',
    }),
    summaryWarn: translate({
      id: 'creativeTools.summary.warn',
      message: '{count} warning|{count} warnings',
      description: 'Count of warnings in the results summary; plural forms one|other; {count} is a formatted number',
    }),
    summaryFail: translate({
      id: 'creativeTools.summary.fail',
      message: '{count} failed|{count} failed',
      description:
        'Count of failed checks in the results summary; plural forms one|other; {count} is a formatted number',
    }),
    passedCount: translate({
      id: 'creativeTools.passedCount',
      message: 'Passed checks: {count}',
      description: 'Label of the folded list of passed checks (opens it); the placeholder is a formatted number',
    }),
    passedCaption: translate({
      id: 'creativeTools.passedCaption',
      message: '{caption}: passed',
      description: 'Hidden caption of the table of passed checks; the placeholder is the heading of the results',
    }),
    privacy: translate({
      id: 'creativeTools.privacy',
      message: 'Everything happens in your browser: nothing you choose or type is uploaded, stored or logged.',
      description: 'Privacy note at the top of each creative tool',
    }),
  };
}

export type CommonMessages = ReturnType<typeof getCommonMessages>;

/** Replaces `{name}` placeholders. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}
