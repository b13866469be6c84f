import type { WellspringApi } from '../../shared/protocol/ipc';
import { makeBrowserApi } from './browser-api';

/** The desktop app's preload verbs when present, else their browser equivalents. */
export const platformApi: WellspringApi = window.wellspring ?? makeBrowserApi(__APP_VERSION__);
