/**
 * `LazySection`: a collapsed section's body is built the first time the section opens, by a click
 * or by code, and kept when it closes; `buildEverySection` builds every section at once (a field
 * looked for by id). The `<details>` is stood in for by its `open` and its toggle events.
 */
import { describe, expect, it } from 'vitest';
import { LazySection, buildEverySection } from '../../../src-renderer/lib/lazy-section.svelte';

/** What the attachment reads of a `<details>`: `open`, and the toggle event when it changes. */
class FakeDetails extends EventTarget {
  open = false;
  toggle(open: boolean): void {
    this.open = open;
    this.dispatchEvent(new Event('toggle'));
  }
}

describe('LazySection', () => {
  it('builds its body when first opened, keeps it closed, and lets go of the element', () => {
    const section = new LazySection();
    const details = new FakeDetails();
    const detach = section.track(details as unknown as HTMLDetailsElement);
    expect(section.built).toBe(false);
    details.toggle(true);
    expect(section.built).toBe(true);
    details.toggle(false);
    expect(section.built).toBe(true);
    detach();
  });

  it('is built at once when its section starts open', () => {
    const section = new LazySection();
    const details = new FakeDetails();
    details.open = true;
    section.track(details as unknown as HTMLDetailsElement);
    expect(section.built).toBe(true);
  });

  it('builds every section, opened or not, once something looks for a field by id', () => {
    const never = new LazySection();
    never.track(new FakeDetails() as unknown as HTMLDetailsElement);
    expect(never.built).toBe(false);
    buildEverySection();
    expect(never.built).toBe(true);
    expect(new LazySection().built).toBe(true);
  });
});
