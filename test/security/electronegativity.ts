/**
 * Electronegativity (Electron security lint) over src-main/ and src-renderer/, held against a
 * checked-in allow-list: every finding must be fixed or explained.
 *
 *   npx tsx test/security/electronegativity.ts
 *
 * How it stays honest:
 * - Files electronegativity cannot parse are findings (`PARSE_ERROR`), never a silent pass. Its
 *   .ts path tries @babel/parser first, then an old typescript-estree (4.x); if both fail, the
 *   file was not checked at all.
 * - Electronegativity reads only .js/.ts/.html. Svelte components are split into their
 *   <script> blocks (as .ts) and their markup (as .html), line numbers kept, so the renderer's
 *   components are checked too. Findings point back at the .svelte file.
 * - `eng-disable` comments would hide findings from this accounting: they are findings too.
 * - Allow-list entries that match nothing are stale and fail the run.
 * - AVAILABLE_SECURITY_FIXES_GLOBAL_CHECK is excluded: it downloads Electron's release list
 *   from GitHub, and the Electron version is a dependency question, not a code finding.
 *   (Electronegativity still tries to fetch translations with a 1 s timeout; it works offline.)
 */
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CONTENT_SECURITY_POLICY, CSP_PLACEHOLDER } from '../../src-main/content-security-policy';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const allowListPath = fileURLToPath(new URL('./electronegativity-allow.json', import.meta.url));
const SCANNED_DIRS = ['src-main', 'src-renderer'] as const;
/** What electronegativity reads, plus .svelte, which is split into .ts and .html below. */
const SCANNED_EXTENSIONS = new Set(['.js', '.jsx', '.ts', '.tsx', '.html', '.htm', '.svelte']);
const EXCLUDED_CHECKS = ['AvailableSecurityFixesGlobalCheck'];

interface Finding {
  readonly check: string;
  /** Repo-relative, forward slashes; `N/A` for app-wide (global) findings. */
  readonly file: string;
  readonly line: number;
  readonly text: string;
}

interface AllowEntry {
  readonly check: string;
  readonly file: string;
  readonly reason: string;
  /** The test that proves the guard the reason relies on: its file and its name as written. */
  readonly test: { readonly file: string; readonly name: string };
}

/** Why an entry's test does not prove anything (no such file, or no test of that name), or null. */
function missingTest(test: unknown): string | null {
  const t = test as Partial<Record<'file' | 'name', unknown>> | undefined;
  if (typeof t?.file !== 'string' || typeof t.name !== 'string') {
    return 'needs "test": { "file", "name" } naming the test that proves the guard';
  }
  const file = path.join(repoRoot, t.file);
  if (!existsSync(file)) return `its test file ${t.file} does not exist`;
  const text = readFileSync(file, 'utf8');
  // The name as written in the file, in any of the quotes a test name is written in.
  const quoted = ["'", '"', '`'].some((q) => text.includes(`${q}${t.name}${q}`));
  return quoted ? null : `${t.file} has no test named "${t.name}"`;
}

/** The slice of electronegativity's programmatic API used here (the package has no types). */
interface EngIssue {
  id: string;
  file: string;
  location: { line: number; column: number };
  description: string;
  sample?: string;
}
type EngRun = (options: Record<string, unknown>) => Promise<{
  errors: { file: string; message: string; tolerable: boolean }[];
  issues: EngIssue[];
}>;

const require = createRequire(import.meta.url);

function listFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? listFiles(full) : [full];
  });
}

const toPosix = (file: string): string => file.split(path.sep).join('/');

/** Blank every character but newlines, so what follows keeps its line numbers. */
const blank = (text: string): string => text.replace(/[^\n]/g, '');

// The opening tag ends at the first `>` outside quotes: a `generics="T extends A<B>"` has one.
const SCRIPT_BLOCK = /<script\b((?:[^>"']|"[^"]*"|'[^']*')*)>([\s\S]*?)<\/script\s*>/gi;
const STYLE_BLOCK = /<style\b[^>]*>[\s\S]*?<\/style\s*>/gi;

/** Splits a .svelte file into staged .ts (one per <script>) and .html (the markup) files. */
function stageSvelte(source: string, stagedBase: string): string[] {
  const staged: string[] = [];
  let index = 0;
  for (const match of source.matchAll(SCRIPT_BLOCK)) {
    const tag = `<script${match[1] ?? ''}>`;
    const before = source.slice(0, (match.index ?? 0) + tag.length);
    const file = `${stagedBase}.script${index++}.ts`;
    writeFileSync(file, blank(before) + (match[2] ?? ''));
    staged.push(file);
  }
  const markup = source.replace(SCRIPT_BLOCK, blank).replace(STYLE_BLOCK, blank);
  writeFileSync(`${stagedBase}.markup.html`, markup);
  staged.push(`${stagedBase}.markup.html`);
  return staged;
}

/** Copies the scanned folders into `stage`; returns staged file → original repo-relative file. */
function stageSources(stage: string): Map<string, string> {
  const origin = new Map<string, string>();
  for (const dir of SCANNED_DIRS) {
    for (const file of listFiles(path.join(repoRoot, dir))) {
      if (!SCANNED_EXTENSIONS.has(path.extname(file).toLowerCase())) continue;
      const relative = path.relative(repoRoot, file);
      const target = path.join(stage, relative);
      mkdirSync(path.dirname(target), { recursive: true });
      if (file.endsWith('.svelte')) {
        for (const staged of stageSvelte(readFileSync(file, 'utf8'), target)) {
          origin.set(toPosix(path.relative(stage, staged)), toPosix(relative));
        }
      } else if (file.endsWith('.html')) {
        // The page as the build writes it: the policy in place of its placeholder, so the CSP
        // checks read the real policy (src-main/content-security-policy.ts).
        const html = readFileSync(file, 'utf8');
        writeFileSync(target, html.replaceAll(CSP_PLACEHOLDER, CONTENT_SECURITY_POLICY));
        origin.set(toPosix(relative), toPosix(relative));
      } else {
        cpSync(file, target);
        origin.set(toPosix(relative), toPosix(relative));
      }
    }
  }
  return origin;
}

function readAllowList(): { entries: AllowEntry[]; problems: string[] } {
  const raw = JSON.parse(readFileSync(allowListPath, 'utf8')) as { entries?: unknown };
  const entries: AllowEntry[] = [];
  const problems: string[] = [];
  for (const [i, entry] of (Array.isArray(raw.entries) ? raw.entries : []).entries()) {
    const e = entry as Partial<Record<keyof AllowEntry, unknown>>;
    if (typeof e.check !== 'string' || typeof e.file !== 'string') {
      problems.push(`allow-list entry ${i}: needs "check" and "file" strings`);
    } else if (typeof e.reason !== 'string' || e.reason.trim().length < 30) {
      problems.push(`allow-list entry ${i} (${e.check} in ${e.file}): needs a real "reason"`);
    } else {
      const noTest = missingTest(e.test);
      if (noTest !== null)
        problems.push(`allow-list entry ${i} (${e.check} in ${e.file}): ${noTest}`);
      else
        entries.push({
          check: e.check,
          file: e.file,
          reason: e.reason,
          test: e.test as AllowEntry['test'],
        });
    }
  }
  return { entries, problems };
}

function electronVersion(): string {
  const pkg = JSON.parse(
    readFileSync(path.join(repoRoot, 'node_modules', 'electron', 'package.json'), 'utf8'),
  ) as { version: string };
  return pkg.version;
}

async function scan(): Promise<{ findings: Finding[]; fileCount: number }> {
  const stage = mkdtempSync(path.join(tmpdir(), 'wellspring-eng-'));
  try {
    const origin = stageSources(stage);
    const run = require('@doyensec/electronegativity') as EngRun;
    const result = await run({
      input: stage,
      isRelative: true,
      electronVersionOverride: electronVersion(),
      excludeFromScan: EXCLUDED_CHECKS,
    });
    const original = (file: string): string => {
      const staged = toPosix(path.isAbsolute(file) ? path.relative(stage, file) : file);
      return origin.get(staged) ?? staged;
    };

    const findings: Finding[] = result.issues.map((issue) => ({
      check: issue.id,
      file: issue.file === 'N/A' ? 'N/A' : original(issue.file),
      line: issue.location.line,
      text: `${issue.description}${issue.sample ? ` — ${issue.sample}` : ''}`,
    }));
    for (const error of result.errors) {
      findings.push({
        check: 'PARSE_ERROR',
        file: original(error.file),
        line: 0,
        text: `electronegativity could not ${error.tolerable ? 'fully ' : ''}parse this file, so it was not checked: ${error.message}`,
      });
    }
    for (const [staged, file] of origin) {
      const lines = readFileSync(path.join(stage, staged), 'utf8').split('\n');
      lines.forEach((text, i) => {
        if (text.includes('eng-disable')) {
          findings.push({
            check: 'ENG_DISABLE_ANNOTATION',
            file,
            line: i + 1,
            text: 'eng-disable hides findings from this script; explain them in the allow-list',
          });
        }
      });
    }
    return { findings, fileCount: new Set(origin.values()).size };
  } finally {
    rmSync(stage, { recursive: true, force: true });
  }
}

async function main(): Promise<number> {
  if (!existsSync(path.join(repoRoot, 'src-renderer', 'index.html'))) {
    console.log('note: src-renderer/index.html does not exist yet, so no CSP can be found');
  }
  const { entries, problems } = readAllowList();
  const { findings, fileCount } = await scan();
  const used = new Set<AllowEntry>();
  const unexplained: Finding[] = [];
  for (const finding of findings) {
    const entry = entries.find((e) => e.check === finding.check && e.file === finding.file);
    if (entry) used.add(entry);
    else unexplained.push(finding);
  }
  const stale = entries.filter((entry) => !used.has(entry));

  console.log(`scanned ${fileCount} files in ${SCANNED_DIRS.join('/, ')}/`);
  for (const f of unexplained) {
    console.log(`UNEXPLAINED ${f.check} ${f.file}${f.line > 0 ? `:${f.line}` : ''}\n  ${f.text}`);
  }
  for (const entry of stale) {
    console.log(`STALE allow-list entry ${entry.check} ${entry.file}: it matches no finding`);
  }
  for (const problem of problems) console.log(`BAD ${problem}`);
  console.log(
    `electronegativity: ${findings.length} findings, ${findings.length - unexplained.length} allowed, ${unexplained.length} unexplained`,
  );
  if (unexplained.length > 0) {
    console.log(
      `fix them, or add { check, file, reason, test } to ${path.relative(repoRoot, allowListPath)}`,
    );
  }
  return unexplained.length + stale.length + problems.length === 0 ? 0 : 1;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error('electronegativity: the scan itself failed', error);
    process.exitCode = 1;
  },
);
