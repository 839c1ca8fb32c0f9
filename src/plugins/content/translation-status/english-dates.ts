import { spawnSync } from 'node:child_process';
import { hashSource } from '../../../../scripts/lib/translations/source-hash';

/**
 * When was the English version a translation follows committed? A translation records the hash
 * of its English source (`translation_source`); this finds, in the git history of docs/, the
 * newest commit whose copy of the English file has that hash, and returns its commit time (the
 * same clock Docusaurus uses for "Last updated").
 *
 * Cheap on purpose: one `git log` for the whole docs folder, then `git cat-file --batch` rounds
 * that read, for every doc still unresolved, its next-older version (most translations match
 * their English file's newest version, so one round usually settles everything).
 *
 * Without git, outside a repository, or in a shallow clone that lacks the matching commit, a
 * doc simply gets no date: the build never fails because of history.
 */

/** Result of one git command: its stdout, or null when git is missing or refused. */
export type GitRunner = (args: readonly string[], input?: string) => Buffer | null;

export const runGit =
  (cwd: string): GitRunner =>
  (args, input) => {
    const result = spawnSync('git', ['-c', 'core.quotePath=false', ...args], {
      cwd,
      input,
      maxBuffer: 256 * 1024 * 1024,
    });
    if (result.error || result.status !== 0) return null;
    return result.stdout;
  };

type Commit = { readonly hash: string; readonly time: number };

/** Commits (newest first) that touched each file under the folder, keyed by path inside it. */
export function parseDocsLog(log: string): Map<string, Commit[]> {
  const byFile = new Map<string, Commit[]>();
  let current: Commit | null = null;
  for (const line of log.split('\n')) {
    const header = /^commit ([0-9a-f]{40}) (\d+)$/.exec(line);
    if (header) {
      current = { hash: header[1], time: Number(header[2]) * 1000 };
    } else if (current && line.trim() !== '') {
      const list = byFile.get(line) ?? [];
      list.push(current);
      byFile.set(line, list);
    }
  }
  return byFile;
}

/** Splits `git cat-file --batch` output into one text per request (null for a missing object). */
export function parseCatFileBatch(out: Buffer, count: number): (string | null)[] {
  const texts: (string | null)[] = [];
  let offset = 0;
  for (let i = 0; i < count; i += 1) {
    const eol = out.indexOf(0x0a, offset);
    if (eol < 0) break;
    const header = out.subarray(offset, eol).toString('utf8');
    const size = /^[0-9a-f]+ blob (\d+)$/.exec(header);
    if (!size) {
      texts.push(null);
      offset = eol + 1;
      continue;
    }
    const start = eol + 1;
    const end = start + Number(size[1]);
    texts.push(out.subarray(start, end).toString('utf8'));
    offset = end + 1; // the blob is followed by a newline
  }
  while (texts.length < count) texts.push(null);
  return texts;
}

/**
 * @param docsDir the English docs folder (inside a git work tree)
 * @param stamps recorded `translation_source` hash per doc path inside docs/ ('intro.md')
 * @returns commit time in ms of the English version each stamp names; docs without a match are left out
 */
export function englishVersionDates(
  docsDir: string,
  stamps: Readonly<Record<string, string>>,
  git: GitRunner = runGit(docsDir),
): Record<string, number> {
  const dates: Record<string, number> = {};
  const wanted = Object.keys(stamps);
  if (wanted.length === 0) return dates;
  const prefix = git(['rev-parse', '--show-prefix'])?.toString('utf8').trim();
  if (prefix === undefined) return dates;
  const log = git([
    '-c',
    'log.showSignature=false',
    'log',
    '--no-renames',
    '--format=commit %H %ct',
    '--name-only',
    '--relative',
    '--',
    '.',
  ]);
  if (!log) return dates;
  const history = parseDocsLog(log.toString('utf8'));

  let pending = wanted.filter((doc) => history.has(doc));
  for (let round = 0; pending.length > 0; round += 1) {
    const asked = pending.filter((doc) => round < (history.get(doc) ?? []).length);
    if (asked.length === 0) break;
    const requests = asked.map((doc) => `${history.get(doc)![round].hash}:${prefix}${doc}`);
    const out = git(['cat-file', '--batch'], `${requests.join('\n')}\n`);
    if (!out) break;
    const texts = parseCatFileBatch(out, asked.length);
    const next: string[] = [];
    asked.forEach((doc, i) => {
      const text = texts[i];
      if (text !== null && hashSource(text) === stamps[doc]) dates[doc] = history.get(doc)![round].time;
      else next.push(doc);
    });
    pending = next;
  }
  return dates;
}
