import { DEFAULT_PROJECT_NAME } from '../../shared/report/file-name';
import { onNextRun } from './app-run';

/**
 * The open project's name as exported files start with it: the file's name without its
 * extension ("balance" for balance.wellspring.json), "wellspring" until the project has a file.
 * One value for the whole page, set by `ProjectFile` and read by every export button.
 */
export const openProjectName = $state({ value: DEFAULT_PROJECT_NAME });
onNextRun(() => (openProjectName.value = DEFAULT_PROJECT_NAME));

export function projectNameOf(fileName: string | null): string {
  if (fileName === null) return DEFAULT_PROJECT_NAME;
  return fileName.replace(/\.wellspring\.json$|\.json$/i, '') || DEFAULT_PROJECT_NAME;
}
