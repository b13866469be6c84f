/** The balance diff's engine call: what changed from a baseline project to the current one. */
import type { ProjectDocument } from './default-project';
import { whatChanged, type WhatChanged } from './what-changed';

export const DIFF_ENGINE = {
  'diff/what-changed': ({
    base,
    next,
  }: {
    readonly base: ProjectDocument;
    readonly next: ProjectDocument;
  }): WhatChanged => whatChanged(base, next),
};
