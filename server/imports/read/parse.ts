import { TableCollector, type CollectedTable } from './collect.js';
import { readCsv } from './csv.js';
import { detectContent } from './detect.js';

/**
 * A file's table, read in the calling thread: what the import worker runs (worker.ts). Call it
 * through table.ts everywhere else: a 25 MB file is seconds of CPU.
 *
 * `keep` is how many data rows to keep (the rest are only counted); Infinity keeps them all.
 */
export async function parseTable(bytes: Uint8Array, fileName: string, keep: number): Promise<CollectedTable> {
  const content = detectContent(bytes);
  const collector = new TableCollector(keep);
  // exceljs is loaded only for a workbook: it is most of a reading thread's start-up time.
  if (content.kind === 'xlsx') await (await import('./xlsx.js')).readXlsx(bytes, fileName, collector);
  else readCsv(content.text, collector);
  return collector.finish();
}
