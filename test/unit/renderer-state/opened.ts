import { ProjectStore } from '../../../src-renderer/lib/project.svelte';
import { FakeEngine } from './fake-engine';
import { mounted } from './mounted.svelte';

/** A screen of a new project, made as its view would make it, asking a `FakeEngine`. */
export function opened<S>(make: (project: () => ProjectStore, engine: FakeEngine) => S) {
  const store = new ProjectStore();
  const engine = new FakeEngine();
  const screen = mounted(() => make(() => store, engine));
  return { store, engine, screen };
}
