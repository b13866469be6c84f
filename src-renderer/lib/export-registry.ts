import type { ReportTable } from '../../shared/report/report-table';

/** One table on the page that can be exported: where its button is, its table, its file name. */
export interface ExportEntry {
  /** The export button (its visibility is the table's: a hidden screen exports nothing). */
  readonly element: () => HTMLElement | undefined;
  readonly table: () => ReportTable;
  /** The file name the button offers. */
  readonly fileName: () => string;
}

const entries = new Set<ExportEntry>();

/** Every export button registers while mounted; returns the function that unregisters it. */
export function registerExport(entry: ExportEntry): () => void {
  entries.add(entry);
  return () => entries.delete(entry);
}

/**
 * The tables the designer can see now (on the screen shown, in page order), for File › Export
 * CSV…: each with its file name, made unique with "-2", "-3"… when two tables share one.
 */
export function visibleExports(): { readonly name: string; readonly table: ReportTable }[] {
  const shown = [...entries]
    .map((entry) => ({ entry, element: entry.element() }))
    .filter(
      (item): item is { entry: ExportEntry; element: HTMLElement } =>
        item.element !== undefined && item.element.getClientRects().length > 0,
    )
    .sort((a, b) =>
      a.element.compareDocumentPosition(b.element) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1,
    );
  const taken = new Set<string>();
  return shown.map(({ entry }) => {
    const wanted = entry.fileName();
    let name = wanted;
    for (let n = 2; taken.has(name); n += 1) name = wanted.replace(/(\.csv)?$/i, `-${n}.csv`);
    taken.add(name);
    return { name, table: entry.table() };
  });
}
