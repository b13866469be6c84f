/** Where the CLI's relative file names (--project, --out) start from. */

/**
 * The folder the user typed the command in. `npm run report` runs its script in the package
 * root, so there the user's own folder is npm's `INIT_CWD`; `npx wellspring` and a plain
 * `node dist-cli/wellspring.cjs` already run in it.
 */
export function baseDirectory(env: NodeJS.ProcessEnv, cwd: string): string {
  const viaReportScript =
    env.npm_lifecycle_event === 'report' && env.npm_package_name === 'wellspring';
  return viaReportScript && env.INIT_CWD ? env.INIT_CWD : cwd;
}
