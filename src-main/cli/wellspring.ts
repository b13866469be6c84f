/**
 * `wellspring`: the headless reports CLI (`npx wellspring …`, `npm run report -- …`). Node only,
 * never Electron; all the work is in `runCli`, this file plugs in the process's streams and files.
 */
import path from 'node:path';
import { PROJECT_FILE_MAX_BYTES } from '../../shared/protocol/ipc';
import { writeFileAtomic } from '../atomic-write';
import { describeReadError, readTextFileLimited } from '../project-files';
import { baseDirectory } from './paths';
import { runCli, type CliIo } from './run-cli';

const base = baseDirectory(process.env, process.cwd());

/**
 * "ENOENT: no such file or directory, open '/dir/.x.csv.123.tmp'" names the atomic write's temp
 * file, which the user never asked for: keep the reason, drop the path (the CLI names --out).
 */
function withoutPath(error: unknown): never {
  if (error instanceof Error) throw new Error(error.message.replace(/, \w+ '.*$/, ''));
  throw error;
}

const io: CliIo = {
  stdout: (text) => void process.stdout.write(text),
  stderr: (text) => void process.stderr.write(text),
  // The app's own reader: the same size limit, strict UTF-8, no pipes or devices.
  readFile: (file) =>
    readTextFileLimited(path.resolve(base, file), PROJECT_FILE_MAX_BYTES).catch((error) => {
      throw new Error(describeReadError(error));
    }),
  writeFile: (file, text) => writeFileAtomic(path.resolve(base, file), text).catch(withoutPath),
};

// `wellspring report … | head -3` closes the pipe early: that is the reader's choice, not an error.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code !== 'EPIPE') throw error;
});

void runCli(process.argv.slice(2), io).then((code) => {
  process.exitCode = code;
});
